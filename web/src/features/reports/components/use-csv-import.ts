import { t } from '@lingui/core/macro';
import Papa from 'papaparse';
import { useState } from 'react';
import * as z from '@shared/zod';
import { historicalRowErrorSchema, type HistoricalRowError } from '@shared/schemas/reports';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';

/**
 * A historical data file's import as a dialog holds it: the rows read from the chosen CSV (each turned into what the
 * call takes), the rows' problems found before sending or named by the server's refusal, and the file's own problem.
 */
export function useCsvImport<R>(
  toRow: (row: Record<string, string | undefined>) => R,
  check?: (rows: R[]) => HistoricalRowError[],
) {
  const [rows, setRows] = useState<R[]>([]);
  const [errors, setErrors] = useState<HistoricalRowError[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const reset = () => {
    setRows([]);
    setErrors([]);
    setProblem(null);
  };

  const read = (file: File | null) => {
    reset();
    if (!file) return;
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      complete: (result) => {
        const parsed = result.data.map(toRow);
        if (!parsed.length) setProblem(t`The file has no rows`);
        setErrors(check ? check(parsed) : []);
        setRows(parsed);
      },
      error: (err) => setProblem(err.message),
    });
  };

  /** The server's refusal: its message, and each row it names. */
  const refused = (err: unknown) => {
    const body = err instanceof ApiError ? (err.body as { errors?: unknown }) : undefined;
    const list = z.array(historicalRowErrorSchema).safeParse(body?.errors);
    if (list.success) setErrors(list.data);
    setProblem(errorMessage(err));
  };

  return { rows, errors, problem, read, reset, refused };
}
