/** Browser storage keys, in one place so that logout can clear what it must. */
export const storageKeys = {
  /** sessionStorage: the admins' vendor-type filter (spec 1 §3, §4); cleared on logout. */
  vendorTypeFilter: 'marketday.vendorTypeFilter',
  /** localStorage: chrome preferences (spec 1 §2.2). */
  navLayout: 'marketday.navLayout',
  /** localStorage: the language chosen on this device; kept on logout (the next visitor sees the same page). */
  locale: 'marketday.locale',
  sidebarCollapsed: 'marketday.sidebarCollapsed',
  sidebarSticky: 'marketday.sidebarSticky',
} as const;

/**
 * The service worker's cache of the answers Market Day needs with no signal (the session, the day's list): emptied on
 * logout, so a shared phone offline does not open as the person who left.
 */
export const OFFLINE_API_CACHE = 'market-day-api';
