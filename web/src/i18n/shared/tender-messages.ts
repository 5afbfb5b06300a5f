import * as english from '@shared/tender-messages';
import { bindShared } from '../shared-messages';

/** @shared/tender-messages in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { TENDER_MSG } = bindShared(
  english,
  () => import('@shared/locales/es/tender-messages'),
  (module) => {
    ({ TENDER_MSG } = module);
  },
);
