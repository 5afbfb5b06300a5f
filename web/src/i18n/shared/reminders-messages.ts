import * as english from '@shared/reminders-messages';
import { bindShared } from '../shared-messages';

/** @shared/reminders-messages in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { REMINDERS_MSG } = bindShared(
  english,
  () => import('@shared/locales/es/reminders-messages'),
  (module) => {
    ({ REMINDERS_MSG } = module);
  },
);
