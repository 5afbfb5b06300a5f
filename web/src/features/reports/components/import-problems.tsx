import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, List } from '@mantine/core';
import { REPORTS_MSG } from '@/i18n/shared/reports-messages';
import type { HistoricalRowError } from '@shared/schemas/reports';

/** What went wrong with a historical data file: the file as a whole, and each row the server refused (first 20). */
export function ImportProblems({ problem, errors }: { problem: string | null; errors: readonly HistoricalRowError[] }) {
  const { t } = useLingui();
  const count = errors.length;
  return (
    <>
      {problem && (
        <Alert color="red" variant="light" title={REPORTS_MSG.importFailed}>
          {problem}
        </Alert>
      )}
      {errors.length > 0 && (
        <Alert
          color="red"
          variant="light"
          title={plural(count, { one: '# row(s) need fixing', other: '# row(s) need fixing' })}
          aria-label={t`Row errors`}
        >
          <List size="sm">
            {errors.slice(0, 20).map(({ row, message }) => (
              <List.Item key={`${row}-${message}`}>
                <Trans>
                  Row {row}: {message}
                </Trans>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
