import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SPACES_MSG } from '@/i18n/shared/spaces-messages';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useRepriceSpaces } from '../api/reprice-spaces';

const TICK_MS = 100;
/** How long the finished bar stays at 100 %. */
const DONE_SHOWN_MS = 5000;

/**
 * Repricing a selection is one server call; the bar shows it running (easing toward 90 % while the call is out,
 * then 100 %) and the toast reports the count, as the spec's paced version did.
 */
export function useRepriceRun(marketDateId: string) {
  const reprice = useRepriceSpaces(marketDateId);
  const [percent, setPercent] = useState<number | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const hider = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopTimers = () => {
    clearInterval(ticker.current);
    clearTimeout(hider.current);
  };
  useEffect(() => stopTimers, []);

  const run = useCallback(
    (spaceIds: string[], onDone: () => void) => {
      stopTimers();
      const started = Date.now();
      setPercent(0);
      ticker.current = setInterval(() => {
        const elapsed = Date.now() - started;
        setPercent(Math.min(90, Math.round(90 * (1 - Math.exp(-elapsed / 600)))));
      }, TICK_MS);
      reprice.mutate(
        { marketDateId, spaceIds },
        {
          onSuccess: ({ repriced }) => {
            clearInterval(ticker.current);
            setPercent(100);
            hider.current = setTimeout(() => setPercent(null), DONE_SHOWN_MS);
            notify.success(t`Success`, SPACES_MSG.repriced(repriced));
            onDone();
          },
          onError: (error) => {
            stopTimers();
            setPercent(null);
            notify.error(t`Error`, errorMessage(error, SPACES_MSG.repriceFailed));
          },
        },
      );
    },
    [marketDateId, reprice],
  );

  return { run, percent, isPending: reprice.isPending };
}
