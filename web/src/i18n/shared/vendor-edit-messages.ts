import * as english from '@shared/vendor-edit-messages';
import { bindShared } from '../shared-messages';

/** @shared/vendor-edit-messages in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { VENDOR_EDIT_MSG } = bindShared(
  english,
  () => import('@shared/locales/es/vendor-edit-messages'),
  (module) => {
    ({ VENDOR_EDIT_MSG } = module);
  },
);
