import * as english from '@shared/first-run-messages';
import { bindShared } from '../shared-messages';

/** @shared/first-run-messages in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { FIRST_RUN_MSG } = bindShared(
  english,
  () => import('@shared/locales/es/first-run-messages'),
  (module) => {
    ({ FIRST_RUN_MSG } = module);
  },
);
