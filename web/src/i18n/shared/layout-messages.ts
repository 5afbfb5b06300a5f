import * as english from '@shared/layout-messages';
import { bindShared } from '../shared-messages';

/** @shared/layout-messages in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { LAYOUT_MSG } = bindShared(
  english,
  () => import('@shared/locales/es/layout-messages'),
  (module) => {
    ({ LAYOUT_MSG } = module);
  },
);
