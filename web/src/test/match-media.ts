/** A `window.matchMedia` whose queries match when `matches(query)` says so: how tests set a narrow or wide window. */
export function fakeMatchMedia(matches: (query: string) => boolean): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Mantine's "under 768 px" query (the `sm` breakpoint), as the screens ask it. */
export const isNarrowQuery = (query: string) => query.includes('max-width: 767');
