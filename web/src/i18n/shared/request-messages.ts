import * as english from '@shared/request-messages';
import { bindShared } from '../shared-messages';

/** @shared/request-messages in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { REQUESTS_MSG } = bindShared(
  english,
  () => import('@shared/locales/es/request-messages'),
  (module) => {
    ({ REQUESTS_MSG } = module);
  },
);
