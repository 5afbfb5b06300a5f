import * as english from '@shared/waitlist-messages';
import { bindShared } from '../shared-messages';

/** @shared/waitlist-messages in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { WAITLIST_MSG } = bindShared(
  english,
  () => import('@shared/locales/es/waitlist-messages'),
  (module) => {
    ({ WAITLIST_MSG } = module);
  },
);
