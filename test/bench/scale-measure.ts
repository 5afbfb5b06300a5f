/**
 * One call measured the way `npm run bench:scale` compares sizes: a few warm-up calls, then sequential timed calls,
 * keeping only what every answer shape has (status, bytes, the x-ddb-requests and x-ddb-items headers), so the figures hold whether a
 * list answers an array or a page `{items, nextCursor}`.
 */
interface Sample {
  status: number;
  bytes: number;
  ddbRequests: number;
  ddbItems: number;
  ms: number;
}

export interface Measured {
  /** The statuses seen, e.g. "200" (or "200/500" when they varied). */
  status: string;
  /** The largest answer seen, in bytes of body. */
  bytes: number;
  /** The largest x-ddb-requests seen (they should all be the same). */
  ddbRequests: number;
  /** The largest x-ddb-items seen: the items those requests read. */
  ddbItems: number;
  medianMs: number;
}

export type Fetcher = () => Promise<Response>;

async function sample(fetcher: Fetcher): Promise<Sample> {
  const t0 = performance.now();
  const res = await fetcher();
  const body = await res.arrayBuffer();
  return {
    status: res.status,
    bytes: body.byteLength,
    ddbRequests: Number(res.headers.get('x-ddb-requests') ?? NaN),
    ddbItems: Number(res.headers.get('x-ddb-items') ?? NaN),
    ms: performance.now() - t0,
  };
}

function summarise(samples: readonly Sample[]): Measured {
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    status: [...new Set(samples.map((s) => s.status))].join('/'),
    bytes: Math.max(...samples.map((s) => s.bytes)),
    ddbRequests: Math.max(...samples.map((s) => s.ddbRequests)),
    ddbItems: Math.max(...samples.map((s) => s.ddbItems)),
    medianMs: times[Math.floor(times.length / 2)]!,
  };
}

/** `warmUp` untimed calls, then `runs` timed ones, one after another. */
export async function measure(fetcher: Fetcher, runs: number, warmUp: number): Promise<Measured> {
  for (let i = 0; i < warmUp; i++) await sample(fetcher);
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) samples.push(await sample(fetcher));
  return summarise(samples);
}

/**
 * Two calls measured in the same stretch of time, alternating (a, b, a, b …), so a machine busy with something else
 * slows both alike and their ratio still means something.
 */
export async function measureSideBySide(
  a: Fetcher,
  b: Fetcher,
  runs: number,
  warmUp: number,
): Promise<[Measured, Measured]> {
  for (let i = 0; i < warmUp; i++) {
    await sample(a);
    await sample(b);
  }
  const as: Sample[] = [];
  const bs: Sample[] = [];
  for (let i = 0; i < runs; i++) {
    as.push(await sample(a));
    bs.push(await sample(b));
  }
  return [summarise(as), summarise(bs)];
}

export const ratio = (grown: number, base: number) => (base > 0 ? `${(grown / base).toFixed(1)}×` : '–');

export function kb(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}
