/**
 * Rate limits count per fixed window: a test that fills one starts well inside a window, so that all of its calls land
 * in the same one. It may wait up to `marginMs` (give such a test a longer timeout than the usual 30 s).
 */
export async function awayFromWindowEdge(windowMs: number, marginMs = 10_000) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((r) => setTimeout(r, left + 50));
}
