import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';
import { useRef } from 'react';

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
