import * as english from '@shared/spaces-messages';
import { bindShared } from '../shared-messages';

/** @shared/spaces-messages in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { SPACES_MSG, PRICE_SOURCE_LABELS, formatMarketDay } = bindShared(
  english,
  () => import('@shared/locales/es/spaces-messages'),
  (module) => {
    ({ SPACES_MSG, PRICE_SOURCE_LABELS, formatMarketDay } = module);
  },
);
