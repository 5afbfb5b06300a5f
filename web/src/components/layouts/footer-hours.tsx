import { HOURS_PLACEHOLDER } from '@/config/market';
import { useShownMarkets } from '@/lib/market-hours';
import { FooterHoursLine } from './footer-hours-line';

/**
 * Each market's days and hours, from the markets themselves: one line for one market ("Every Sunday 9:00 AM to
 * 1:00 PM"), a line per market named by its short name for several. While they load the line stays, empty.
 */
export function FooterHours() {
  const markets = useShownMarkets();
  const lines = !markets
    ? [HOURS_PLACEHOLDER]
    : markets.length === 1
      ? [markets[0]!.hours]
      : markets.map((m) => `${m.shortName}: ${m.hours}`);
  return lines.map((line, i) => <FooterHoursLine key={i} text={line} />);
}
