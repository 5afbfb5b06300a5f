import * as english from '@shared/markets';
import { bindShared } from '../shared-messages';

export * from '@shared/markets';

/** @shared/markets with its words (the market's hours) in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { marketHoursText } = bindShared(
  { marketHoursText: english.marketHoursText },
  () => import('@shared/locales/es/markets'),
  (module) => {
    ({ marketHoursText } = module);
  },
);
