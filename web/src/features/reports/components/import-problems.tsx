import { Alert, List } from '@mantine/core';
import { REPORTS_MSG } from '@shared/reports-messages';
import type { HistoricalRowError } from '@shared/schemas/reports';

/** What went wrong with a historical data file: the file as a whole, and each row the server refused (first 20). */
export function ImportProblems({ problem, errors }: { problem: string | null; errors: readonly HistoricalRowError[] }) {
  return (
    <>
      {problem && (
        <Alert color="red" variant="light" title={REPORTS_MSG.importFailed}>
          {problem}
        </Alert>
      )}
      {errors.length > 0 && (
        <Alert color="red" variant="light" title={`${errors.length} row(s) need fixing`} aria-label="Row errors">
          <List size="sm">
            {errors.slice(0, 20).map((e) => (
              <List.Item key={`${e.row}-${e.message}`}>
                Row {e.row}: {e.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
