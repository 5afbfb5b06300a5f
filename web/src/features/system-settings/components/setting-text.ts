import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SettingKey } from '@shared/schemas/settings';

/**
 * Each setting's label and description (the English of SETTING_DEFINITIONS in @shared/schemas/settings), as
 * messages of this screen, so that they read in the reader's language.
 */
export const SETTING_TEXT: Record<SettingKey, { label: MessageDescriptor; description: MessageDescriptor }> = {
  round_cents: {
    label: msg`Round sales-based fees`,
    description: msg`Round sales-based fees to whole cents`,
  },
  enable_public_profiles: {
    label: msg`Public vendor profiles`,
    description: msg`Show published vendor profiles on the public market map`,
  },
  market_time_zone: {
    label: msg`Market time zone`,
    description: msg`Time zone for today, past dates and deadlines`,
  },
  late_cancellation_fee_cents: {
    label: msg`Late cancellation fee`,
    description: msg`Fee for cancelling after the Tuesday deadline`,
  },
  late_payment_fee_cents: {
    label: msg`Late payment fee`,
    description: msg`Fee added once to a balance unpaid after the grace period`,
  },
  no_show_fee_cents: {
    label: msg`No-show fee`,
    description: msg`Fee added once to the request of a vendor marked a no-show on market day (0: no fee)`,
  },
  late_payment_grace_days: {
    label: msg`Late payment grace period (days)`,
    description: msg`Days after a market date before a balance is past due`,
  },
  map_password: {
    label: msg`Map password`,
    description: msg`Password for the public market map (empty: no password)`,
  },
  zelle_instructions: {
    label: msg`Zelle instructions`,
    description: msg`How vendors pay by Zelle, shown on the payment page (empty: Zelle is not offered)`,
  },
  manual_payment_instructions: {
    label: msg`Other payment instructions`,
    description: msg`How vendors pay by cash or check, shown on the payment page (empty: not offered)`,
  },
  sales_tenders: {
    label: msg`Sales tenders`,
    description: msg`How customers pay vendors; reimbursable tenders are the tokens and coupons the market pays back`,
  },
  waitlist_offer_hours: {
    label: msg`Waitlist offer time (hours)`,
    description: msg`Hours a waitlisted vendor has to accept an offered space before it is offered to the next`,
  },
  market_regulations: {
    label: msg`Market regulations`,
    description: msg`What applicants agree to: a web address (https://…) or the text itself (empty: no link is shown)`,
  },
  organisation_name: {
    label: msg`Organisation name`,
    description: msg`The name of the organisation that runs the markets`,
  },
  organisation_logo_url: {
    label: msg`Organisation logo`,
    description: msg`A web address (https://…) of the organisation’s logo (empty: no logo)`,
  },
  contact_email: {
    label: msg`Contact email`,
    description: msg`Where vendors and shoppers write to the organisation`,
  },
  contact_phone: {
    label: msg`Contact phone`,
    description: msg`The organisation’s phone number`,
  },
};
