import * as english from '@shared/people-messages';
import { bindShared } from '../shared-messages';

/** @shared/people-messages in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { PEOPLE_MSG } = bindShared(
  english,
  () => import('@shared/locales/es/people-messages'),
  (module) => {
    ({ PEOPLE_MSG } = module);
  },
);
