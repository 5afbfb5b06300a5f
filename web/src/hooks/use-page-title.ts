import { useEffect } from 'react';
import { MSG } from '@/i18n/shared/messages';

/** Every page title is the product name plus the screen name (spec 1 §1). */
export function usePageTitle(screen: string) {
  useEffect(() => {
    document.title = MSG.pageTitle(screen);
  }, [screen]);
}
