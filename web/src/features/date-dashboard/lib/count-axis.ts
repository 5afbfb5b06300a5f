/**
 * The value axis of a chart of counts: whole-number ticks an even step apart (1, 2 or 5 times a power of ten), at
 * most `maxTicks` of them, and a top one step above the tallest bar so its value label has room above it.
 */
export function countAxis(maxCount: number, maxTicks = 5): { domain: [number, number]; ticks: number[] } {
  const max = Math.max(0, Math.ceil(maxCount));
  let step = 1;
  for (let power = 1; ; power *= 10) {
    const fit = [1, 2, 5].map((m) => m * power).find((s) => Math.floor(max / s) + 2 <= maxTicks);
    if (fit) {
      step = fit;
      break;
    }
  }
  const top = (Math.floor(max / step) + 1) * step;
  return { domain: [0, top], ticks: Array.from({ length: top / step + 1 }, (_, i) => i * step) };
}
