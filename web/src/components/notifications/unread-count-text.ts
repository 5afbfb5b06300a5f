/** The count a badge shows: whole up to 99, then "99+" (spec 1 §2.4's bell and the menu's Notifications entry). */
export function unreadCountText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
