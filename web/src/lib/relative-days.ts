/** Spec 2 §2.6's wording of a reminder's distance from today: "Today", "In N days", "N days ago". */
export function relativeDays(days: number): string {
  if (days === 0) return 'Today';
  if (days > 0) return days === 1 ? 'In 1 day' : `In ${days} days`;
  return days === -1 ? '1 day ago' : `${-days} days ago`;
}
