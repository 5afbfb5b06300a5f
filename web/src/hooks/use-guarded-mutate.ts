import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { newIdempotencyKey } from '@/lib/api-client';

/**
 * `mutate` that ignores a call while the previous one is still out. A double click lands before React shows the
 * button as busy, so `isPending` alone lets the second click through; the second request would then be refused
 * ("already requested") and shown as an error over a change that in fact succeeded.
 */
export function useGuardedMutate<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
) {
  const inFlight = useRef(false);
  return (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(variables, {
      ...options,
      onSettled: (...args) => {
        inFlight.current = false;
        return options?.onSettled?.(...args);
      },
    });
  };
}

/**
 * What a keyed mutation receives besides its input: the submit's Idempotency-Key, for the API client. Optional, as
 * one mutation often both creates (keyed) and edits (an edit repeated changes nothing twice).
 */
export interface Submission {
  idempotencyKey?: string;
}

/**
 * `useGuardedMutate` for a dialog that creates a record or moves money: each submit also carries an Idempotency-Key,
 * so a repeat that slips past the guard (a second tab's click, a retry after the answer was lost) is answered by the
 * server with the first result instead of a second record. The key is made when the person submits and kept until
 * that submit succeeds: submitting the same values again after a failure is a retry and sends the same key; other
 * values, or a submit after a success, get a new one.
 */
export function useGuardedSubmit<TData, TError, TVariables extends Submission, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
) {
  const guarded = useGuardedMutate(mutation);
  const pending = useRef<{ values: string; key: string } | null>(null);
  return (values: Omit<TVariables, keyof Submission>, options?: MutateOptions<TData, TError, TVariables, TContext>) => {
    const fingerprint = JSON.stringify(values ?? null);
    if (pending.current?.values !== fingerprint) pending.current = { values: fingerprint, key: newIdempotencyKey() };
    const { key } = pending.current;
    guarded({ ...values, idempotencyKey: key } as TVariables, {
      ...options,
      onSuccess: (...args) => {
        if (pending.current?.key === key) pending.current = null;
        return options?.onSuccess?.(...args);
      },
    });
  };
}
