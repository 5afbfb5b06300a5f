import * as english from '@shared/market-day-messages';
import { bindShared } from '../shared-messages';

/** @shared/market-day-messages in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { MARKET_DAY_MSG } = bindShared(
  english,
  () => import('@shared/locales/es/market-day-messages'),
  (module) => {
    ({ MARKET_DAY_MSG } = module);
  },
);
