import * as english from '@shared/missing-vendors-messages';
import { bindShared } from '../shared-messages';

/** @shared/missing-vendors-messages in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { MISSING_MSG } = bindShared(
  english,
  () => import('@shared/locales/es/missing-vendors-messages'),
  (module) => {
    ({ MISSING_MSG } = module);
  },
);
