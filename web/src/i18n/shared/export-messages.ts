import * as english from '@shared/export-messages';
import { bindShared } from '../shared-messages';

/** @shared/export-messages in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { EXPORT_MSG } = bindShared(
  english,
  () => import('@shared/locales/es/export-messages'),
  (module) => {
    ({ EXPORT_MSG } = module);
  },
);
