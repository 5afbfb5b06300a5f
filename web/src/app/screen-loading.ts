import { lazy, type ComponentType } from 'react';

/**
 * The screens' code, loaded when a route first shows. The router's own navigations are transitions, so the screen
 * being left stays on view while the next one's code loads; `screenLoads` tells the progress bar that one is loading.
 */
let loading = 0;
const listeners = new Set<() => void>();

// A screen's code starts loading while React renders; the progress bar hears of it once that render is over.
const announce = () => queueMicrotask(() => listeners.forEach((listener) => listener()));

async function tracked<T>(load: Promise<T>): Promise<T> {
  loading += 1;
  announce();
  try {
    return await load;
  } finally {
    loading -= 1;
    announce();
  }
}

export const screenLoads = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  busy: () => loading > 0,
};

/** A screen whose code (and whatever must be ready before it draws) `load` brings. */
export const lazyScreen = (load: () => Promise<ComponentType>) =>
  lazy(() => tracked(load()).then((Component) => ({ default: Component })));
