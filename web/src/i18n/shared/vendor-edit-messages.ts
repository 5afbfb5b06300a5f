import * as english from '@shared/vendor-edit-messages';
import { bindShared } from '../shared-messages';

/** @shared/vendor-edit-messages in the reader's language (see ../shared-messages.ts). */
export let { VENDOR_EDIT_MSG } = bindShared('vendor-edit-messages', english, (module) => {
  ({ VENDOR_EDIT_MSG } = module);
});
