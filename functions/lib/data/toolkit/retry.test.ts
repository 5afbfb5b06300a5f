import { describe, expect, it, vi } from 'vitest';
import { AGAIN, retry } from './retry.js';

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const conditionFailed = () => Object.assign(new Error('no'), { name: 'ConditionalCheckFailedException' });
const noPause = { pauseMs: () => 0, sleep: async () => {} };

describe('retry: one loop for writes that lose a race', () => {
  it('tries a transaction cancelled by a concurrent one again, and answers what the next try returns', async () => {
    const fn = vi.fn().mockRejectedValueOnce(cancelled('None', 'TransactionConflict')).mockResolvedValueOnce('done');
    await expect(retry(fn, noPause)).resolves.toBe('done');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('gives up after the limit (3 tries by default) and throws the last conflict', async () => {
    const fn = vi.fn().mockRejectedValue(cancelled('TransactionConflict'));
    await expect(retry(fn, noPause)).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect(fn).toHaveBeenCalledTimes(3);
    fn.mockClear();
    await expect(retry(fn, { ...noPause, attempts: 5 })).rejects.toThrow('cancelled');
    expect(fn).toHaveBeenCalledTimes(5);
  });

  it('rethrows at once an error that is not a conflict, and a cancellation with a failed guard', async () => {
    const other = vi.fn().mockRejectedValue(new Error('network'));
    await expect(retry(other, noPause)).rejects.toThrow('network');
    expect(other).toHaveBeenCalledTimes(1);
    const guard = vi.fn().mockRejectedValue(cancelled('ConditionalCheckFailed', 'TransactionConflict'));
    await expect(retry(guard, noPause)).rejects.toThrow('cancelled');
    expect(guard).toHaveBeenCalledTimes(1);
    const single = vi.fn().mockRejectedValue(conditionFailed());
    await expect(retry(single, noPause)).rejects.toThrow('no');
    expect(single).toHaveBeenCalledTimes(1);
  });

  it('tries a failed guard again only when asked to (callers that read again first)', async () => {
    const fn = vi.fn().mockRejectedValueOnce(conditionFailed()).mockResolvedValueOnce('ok');
    await expect(retry(fn, { ...noPause, onConditionFailed: true })).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('tries again while the function answers AGAIN, passing the try number, then answers exhausted()', async () => {
    const seen: number[] = [];
    const result = await retry(
      async (attempt) => {
        seen.push(attempt);
        return AGAIN;
      },
      { ...noPause, attempts: 4, exhausted: () => 'busy' as const },
    );
    expect(result).toBe('busy');
    expect(seen).toEqual([1, 2, 3, 4]);
    await expect(retry(async () => AGAIN, noPause)).rejects.toThrow('Gave up after 3 tries');
  });

  it('pauses between tries as told', async () => {
    const sleep = vi.fn(async () => {});
    const fn = vi
      .fn()
      .mockRejectedValueOnce(cancelled('TransactionConflict'))
      .mockRejectedValueOnce(cancelled('TransactionConflict'))
      .mockResolvedValue(1);
    await retry(fn, { pauseMs: (a) => a * 10, sleep });
    expect(sleep.mock.calls).toEqual([[10], [20]]);
  });
});
