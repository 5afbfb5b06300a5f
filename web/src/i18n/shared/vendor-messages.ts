import * as english from '@shared/vendor-messages';
import { bindShared } from '../shared-messages';

/** @shared/vendor-messages in the reader's language (see ../shared-messages.ts). */
export let { VENDOR_MSG } = bindShared(
  english,
  () => import('@shared/locales/es/vendor-messages'),
  (module) => {
    ({ VENDOR_MSG } = module);
  },
);
