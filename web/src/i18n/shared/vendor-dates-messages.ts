import * as english from '@shared/vendor-dates-messages';
import { bindShared } from '../shared-messages';

/** @shared/vendor-dates-messages in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { VENDOR_DATES_MSG } = bindShared(
  english,
  () => import('@shared/locales/es/vendor-dates-messages'),
  (module) => {
    ({ VENDOR_DATES_MSG } = module);
  },
);
