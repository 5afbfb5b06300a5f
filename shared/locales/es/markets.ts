/** shared/markets.ts's words in Spanish: a market's days and hours ("Todos los domingos de 9:00 a. m. a 1:00 p. m."). */
import { describeMarketHours, type MarketDay, type MarketHoursWords } from '../../markets.js';
import { WEEKDAY_NAMES } from './market-messages.js';

/** A weekday's name for "todos los …": sábado and domingo take an s, the others read the same. */
const everyWeekday = WEEKDAY_NAMES.map((name) => (name.endsWith('o') ? `${name}s` : name));

/** "9:00 a. m." from "09:00", as es-US writes the time of day. */
function clock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'a. m.' : 'p. m.'}`;
}

const WORDS: MarketHoursWords = {
  weekdayNames: everyWeekday,
  and: (before, last) => `${before} y ${last}`,
  clock,
  phrase: (days, opens, closes) => `los ${days} de ${opens} a ${closes}`,
  every: (phrases) => `Todos ${phrases}`,
};

/** "Todos los domingos de 9:00 a. m. a 1:00 p. m."; the same grouping and order as the English. */
export function marketHoursText(days: readonly MarketDay[]): string {
  return describeMarketHours(days, WORDS);
}
