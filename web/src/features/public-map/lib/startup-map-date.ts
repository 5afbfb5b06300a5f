/**
 * The date web/public/startup-view.js read from the early answer of /map/{id} and wrote into the startup shell's
 * heading: the app's own startup view and loading state show the same heading, so it stays on screen from the first
 * paint to the map.
 */
declare global {
  interface Window {
    /** Set by startup-view.js once the early answer of /map/{id} is read, before the heading is shown: the title as written. */
    marketdayStartupMap?: {
      id: string;
      title: string;
      notes: string | null;
      /** The date's market, when the answer names it. */
      market?: { name: string; hours: string } | null;
    };
  }
}

/** The early date if it is the one asked for (by default, the one the address names). */
export function startupMapDate(marketDateId = openedMapDateId()) {
  const early = typeof window === 'undefined' ? undefined : window.marketdayStartupMap;
  return early && early.id === marketDateId ? early : undefined;
}

function openedMapDateId(): string | undefined {
  const segment = typeof window === 'undefined' ? null : /^\/map\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];
  try {
    return segment ? decodeURIComponent(segment) : undefined;
  } catch {
    return undefined;
  }
}
