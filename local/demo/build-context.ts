import { ulid } from 'ulid';
import { isoDateInZone } from '../../shared/market-time.js';
import { MARKET_TIME_ZONE } from './calendar.js';

export type TableItem = Record<string, unknown> & { pk: string; sk: string; _type: string };

/** A small deterministic generator, so the demo shows the same figures on every machine. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** What every part of the demo market is built with: the clock, fresh ids, the generator and the items so far. */
export interface BuildContext {
  nowMs: number;
  now: string;
  admin: string;
  todayIso: string;
  stamp: (isoDate: string, hourUtc?: number) => string;
  newId: (at?: Date | string) => string;
  random: () => number;
  items: TableItem[];
  put: <T extends { _type: string }>(
    key: { pk: string; sk: string },
    item: T,
    extra?: Record<string, string>,
  ) => number;
}

export function makeBuildContext(opts: { today: Date; adminUserId: string }): BuildContext {
  const nowMs = opts.today.getTime();
  const now = opts.today.toISOString();
  const admin = opts.adminUserId;
  const todayIso = isoDateInZone(opts.today, MARKET_TIME_ZONE);
  /** An instant on a calendar date (about 9 AM at the market), never later than now. */
  const on = (isoDate: string, hourUtc = 16) =>
    new Date(Math.min(Date.parse(`${isoDate}T${String(hourUtc).padStart(2, '0')}:00:00Z`), nowMs - 60_000));
  const stamp = (isoDate: string, hourUtc?: number) => on(isoDate, hourUtc).toISOString();
  const newId = (at: Date | string = opts.today) => ulid(typeof at === 'string' ? Date.parse(at) : at.getTime());
  const random = seededRandom(20_240_607);

  const items: TableItem[] = [];
  const put = <T extends { _type: string }>(
    key: { pk: string; sk: string },
    item: T,
    extra: Record<string, string> = {},
  ) => items.push({ ...key, ...extra, ...item });
  return { nowMs, now, admin, todayIso, stamp, newId, random, items, put };
}
