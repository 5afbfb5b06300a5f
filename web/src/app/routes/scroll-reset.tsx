import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each visited page was scrolled to, by its history entry. */
const positions = new Map<string, number>();

/**
 * A new page opens at its top; Back and Forward return to where the page was left. A change of the query alone (a
 * filter, a map's area) keeps the place, as does a link to an anchor.
 */
export function ScrollReset() {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useLayoutEffect(() => {
    if (navigationType === 'POP') window.scrollTo(0, positions.get(key) ?? 0);
    else if (!hash) window.scrollTo(0, 0);
    // Only a new page moves the view, not a new query on the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return null;
}
