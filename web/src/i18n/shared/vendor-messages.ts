import * as english from '@shared/vendor-messages';
import { bindShared } from '../shared-messages';

/** @shared/vendor-messages in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { VENDOR_MSG } = bindShared(
  english,
  () => import('@shared/locales/es/vendor-messages'),
  (module) => {
    ({ VENDOR_MSG } = module);
  },
);
