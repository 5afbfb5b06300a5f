import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { fitZoom, ZOOM, type Feet } from '@shared/map-geometry';

/** The part of an element's box a person can see: its client size, cut at the bottom of the window. */
function visibleRoom(el: HTMLElement): Feet {
  const top = Math.max(0, el.getBoundingClientRect().top);
  const belowTop = window.innerHeight - top;
  // A frame that starts low on the page is fitted to its own height, as scrolling down shows it whole.
  const height = belowTop >= el.clientHeight / 2 ? Math.min(el.clientHeight, belowTop) : el.clientHeight;
  return { width: el.clientWidth, height };
}

/**
 * A map's zoom that opens fitted: the whole drawing (`size`, px at 100 %) inside the scrolling frame the returned
 * ref is put on, and again whenever `fitKey` changes (another date or area). `fit()` is the Fit button; `floor` is
 * the lowest level zooming out may reach (50 %, or the fitted level when that is lower). `ready` is false until the zoom
 * has been fitted for `fitKey` (in a layout effect, before the browser paints): a drawing that waits for it is built
 * once, at the fitted level, instead of at 100 % first.
 */
export function useFittedZoom({ width, height }: Feet, fitKey: string | null) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<number>(ZOOM.initial);
  const [fitted, setFitted] = useState<number>(ZOOM.initial);
  // The key the zoom has been fitted for: the drawing waits for it, so it is built once, at the fitted level.
  const [fittedFor, setFittedFor] = useState<string | null>(null);

  const fit = useCallback(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const level = fitZoom({ width, height }, visibleRoom(frame));
    setFitted(level);
    setZoom(level);
    frame.scrollTo?.({ left: 0, top: 0 });
  }, [width, height]);

  useLayoutEffect(() => {
    if (fitKey === null || fitKey === fittedFor || !(width > 0)) return;
    fit();
    setFittedFor(fitKey);
  }, [fitKey, fittedFor, width, fit]);

  const ready = fitKey === null || !(width > 0) || fittedFor === fitKey;
  return { frameRef, zoom, setZoom, fit, floor: Math.min(ZOOM.min, fitted), ready };
}
