import * as english from '@shared/messages';
import { bindShared } from '../shared-messages';

/** @shared/messages in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { MSG } = bindShared(
  english,
  () => import('@shared/locales/es/messages'),
  (module) => {
    ({ MSG } = module);
  },
);
