import { VENDOR_DATES_MSG as ENGLISH } from '@shared/vendor-dates-messages';
import { VENDOR_DATES_MSG } from '@/i18n/shared/vendor-dates-messages';

const LABEL_PREFIX = ENGLISH.spaceLabel('');

/**
 * The space a request shows (spec 3 §2: "Space #A4" once published, else "Assigned" or "TBD"), in the reader's
 * language. The server applies the rule and answers in English; an admin's plain label passes through.
 */
export function spaceDisplayIn(display: string): string {
  if (display === ENGLISH.spaceAssigned) return VENDOR_DATES_MSG.spaceAssigned;
  if (display === ENGLISH.spaceTbd) return VENDOR_DATES_MSG.spaceTbd;
  if (display.startsWith(LABEL_PREFIX)) return VENDOR_DATES_MSG.spaceLabel(display.slice(LABEL_PREFIX.length));
  return display;
}
