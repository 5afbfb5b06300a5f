import * as english from '@shared/layout-messages';
import { bindShared } from '../shared-messages';

/** @shared/layout-messages in the reader's language (see ../shared-messages.ts). */
export let { LAYOUT_MSG } = bindShared('layout-messages', english, (module) => {
  ({ LAYOUT_MSG } = module);
});
