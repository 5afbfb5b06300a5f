import * as english from '@shared/market-setup-messages';
import { bindShared } from '../shared-messages';

/** @shared/market-setup-messages in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { SETUP_MSG } = bindShared(
  english,
  () => import('@shared/locales/es/market-setup-messages'),
  (module) => {
    ({ SETUP_MSG } = module);
  },
);
