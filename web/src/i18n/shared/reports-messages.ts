import * as english from '@shared/reports-messages';
import { bindShared } from '../shared-messages';

/** @shared/reports-messages in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { REPORTS_MSG } = bindShared(
  english,
  () => import('@shared/locales/es/reports-messages'),
  (module) => {
    ({ REPORTS_MSG } = module);
  },
);
