import { plural, t } from '@lingui/core/macro';

/** Spec 2 §2.6's wording of a reminder's distance from today: "Today", "In N days", "N days ago". */
export function relativeDays(days: number): string {
  if (days === 0) return t`Today`;
  if (days > 0) return plural(days, { one: 'In # day', other: 'In # days' });
  const ago = -days;
  return plural(ago, { one: '# day ago', other: '# days ago' });
}
