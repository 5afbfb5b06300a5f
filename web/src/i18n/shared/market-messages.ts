import * as english from '@shared/market-messages';
import { bindShared } from '../shared-messages';

/** @shared/market-messages in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { MARKET_MSG, WEEKDAY_NAMES } = bindShared(
  english,
  () => import('@shared/locales/es/market-messages'),
  (module) => {
    ({ MARKET_MSG, WEEKDAY_NAMES } = module);
  },
);
