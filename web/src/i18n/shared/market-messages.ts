import * as english from '@shared/market-messages';
import { bindShared } from '../shared-messages';

/** @shared/market-messages in the reader's language (see ../shared-messages.ts). */
export let { MARKET_MSG, WEEKDAY_NAMES } = bindShared('market-messages', english, (module) => {
  ({ MARKET_MSG, WEEKDAY_NAMES } = module);
});
