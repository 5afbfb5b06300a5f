import * as english from '@shared/messages';
import { bindShared } from '../shared-messages';

/** @shared/messages in the reader's language (see ../shared-messages.ts). */
export let { MSG } = bindShared(
  english,
  () => import('@shared/locales/es/messages'),
  (module) => {
    ({ MSG } = module);
  },
);
