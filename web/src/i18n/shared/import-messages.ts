import * as english from '@shared/import-messages';
import { bindShared } from '../shared-messages';

/** @shared/import-messages in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { IMPORT_MAX_CSV_BYTES, IMPORT_MAX_ROWS, IMPORT_PREVIEW_ROWS, IMPORT_DEFAULT_STATE, IMPORT_MSG } =
  bindShared(
    english,
    () => import('@shared/locales/es/import-messages'),
    (module) => {
      ({ IMPORT_MAX_CSV_BYTES, IMPORT_MAX_ROWS, IMPORT_PREVIEW_ROWS, IMPORT_DEFAULT_STATE, IMPORT_MSG } = module);
    },
  );
