import { lazy, type ComponentType } from 'react';
import { sharedMessagesReady } from './shared-messages';

/**
 * React's lazy, for code loaded after the first paint (a footer part, a dialog, the signed-in chrome): the component
 * shows once the shared messages its code binds are in the reader's language, as a route's screen does
 * (app/router.tsx). Without it a lazily loaded part drew in English and stayed so until something redrew it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own lazy takes any component type
export function lazyInLanguage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    const module = await load();
    await sharedMessagesReady();
    return module;
  });
}
