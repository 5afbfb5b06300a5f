/**
 * The EventBridge Scheduler cron expressions our jobs use, `cron(minutes hours day-of-month month day-of-week year)`,
 * evaluated in a time zone, so the local runtime runs each job at the minute AWS would. Fields take `*`, `?`,
 * numbers, lists (`1,15`), ranges (`MON-FRI`, `1-5`) and steps (`0/15`, `*\/5`); day-of-week is 1-7 = SUN-SAT or
 * the day's three-letter name, as in AWS. The `L`, `W` and `#` forms are not ours and are refused.
 */
import { wallClock } from '../../../shared/date-format.js';

const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

interface FieldSpec {
  min: number;
  max: number;
  names?: string[];
  /** The number a name stands for is its index plus this. */
  nameBase?: number;
}

const FIELDS: FieldSpec[] = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12, names: MONTH_NAMES, nameBase: 1 },
  { min: 1, max: 7, names: DAY_NAMES, nameBase: 1 },
  { min: 1970, max: 2199 },
];

export interface CronSchedule {
  minutes: Set<number>;
  hours: Set<number>;
  /** Undefined for `?` or `*`: any day. */
  daysOfMonth?: Set<number>;
  months: Set<number>;
  /** 1 = Sunday … 7 = Saturday; undefined for `?` or `*`. */
  daysOfWeek?: Set<number>;
  years?: Set<number>;
}

export class CronExpressionError extends Error {}

function value(token: string, spec: FieldSpec): number {
  const named = spec.names?.indexOf(token.toUpperCase()) ?? -1;
  const n = named >= 0 ? named + (spec.nameBase ?? 0) : /^\d+$/.test(token) ? Number(token) : NaN;
  if (!Number.isInteger(n) || n < spec.min || n > spec.max) throw new CronExpressionError(`Bad cron value "${token}"`);
  return n;
}

function field(text: string, spec: FieldSpec): Set<number> | undefined {
  if (text === '*' || text === '?') return undefined;
  const out = new Set<number>();
  for (const part of text.split(',')) {
    const [range = '', stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1) throw new CronExpressionError(`Bad cron step "${part}"`);
    let from: number;
    let to: number;
    if (range === '*') [from, to] = [spec.min, spec.max];
    else if (range.includes('-')) {
      const [a = '', b = ''] = range.split('-');
      [from, to] = [value(a, spec), value(b, spec)];
    } else {
      from = value(range, spec);
      to = stepText === undefined ? from : spec.max;
    }
    if (from > to) throw new CronExpressionError(`Bad cron range "${part}"`);
    for (let n = from; n <= to; n += step) out.add(n);
  }
  return out;
}

export function parseCron(expression: string): CronSchedule {
  const m = /^cron\((.*)\)$/.exec(expression.trim());
  const parts = m?.[1]?.trim().split(/\s+/) ?? [];
  if (parts.length !== 6) throw new CronExpressionError(`Not a cron(...) expression of six fields: ${expression}`);
  const [minutes, hours, dom, month, dow, year] = parts.map((p, i) => field(p, FIELDS[i]!));
  // AWS requires one of the two day fields to be `?`.
  if (parts[2] !== '?' && parts[4] !== '?') {
    throw new CronExpressionError(`Day-of-month or day-of-week must be "?": ${expression}`);
  }
  const all = (spec: FieldSpec) => new Set(Array.from({ length: spec.max - spec.min + 1 }, (_, i) => spec.min + i));
  return {
    minutes: minutes ?? all(FIELDS[0]!),
    hours: hours ?? all(FIELDS[1]!),
    daysOfMonth: dom,
    months: month ?? all(FIELDS[3]!),
    daysOfWeek: dow,
    years: year,
  };
}

/** The wall-clock fields of an instant in a zone; day of week 1-7 = SUN-SAT, as the cron fields count. */
function cronClock(at: Date, timeZone: string) {
  const w = wallClock(at, timeZone);
  return { ...w, weekday: w.weekday + 1 };
}

/** Whether the schedule fires in the minute that holds `at`, on the zone's clock. */
export function cronMatches(schedule: CronSchedule, at: Date, timeZone: string): boolean {
  const w = cronClock(at, timeZone);
  return (
    schedule.minutes.has(w.minute) &&
    schedule.hours.has(w.hour) &&
    schedule.months.has(w.month) &&
    (!schedule.daysOfMonth || schedule.daysOfMonth.has(w.day)) &&
    (!schedule.daysOfWeek || schedule.daysOfWeek.has(w.weekday)) &&
    (!schedule.years || schedule.years.has(w.year))
  );
}

const MINUTE = 60_000;

/**
 * The first minute after `after` at which the schedule fires, looking at most `withinDays` ahead (our schedules are
 * daily or weekly); undefined when none does.
 */
export function nextCronRun(schedule: CronSchedule, after: Date, timeZone: string, withinDays = 8): Date | undefined {
  const start = Math.floor(after.getTime() / MINUTE) * MINUTE + MINUTE;
  for (let t = start; t < start + withinDays * 24 * 60 * MINUTE; t += MINUTE) {
    const at = new Date(t);
    if (cronMatches(schedule, at, timeZone)) return at;
  }
  return undefined;
}
