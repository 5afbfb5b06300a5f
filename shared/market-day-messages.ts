/** Market day (issue 31): the messages a market manager or market staff reads about the day's check-in. */
import { registerMessageCodes } from './message-codes.js';
export const MARKET_DAY_MSG = {
  marketDateNotFound: 'Market date not found',
  tooManyActions: 'Send at most 500 actions at a time',
  actionsRequired: 'actions must be a list of actions',
  actionIdInvalid: 'An action id is 1–64 letters, digits, dashes or underscores',
  actionTypeInvalid: 'An action is arrived, late, no_show or clear',
  actionVendorRequired: 'Name the vendor the action is about',
  actionTimeInvalid: 'The action time must be a date and time (ISO 8601)',
  actionInFuture: 'The action time is in the future: check the phone’s clock',
  vendorNotExpected: 'This vendor is not expected at this market date',
  spaceNotOnDate: 'This space is not on this market date',
  actionIdReused: 'This action id was already used for a different action',
  dateCanceled: 'This market date was canceled',
  busy: 'The day changed while this action was saved. Sync again.',
} as const;

registerMessageCodes({ MARKET_DAY_MSG });
