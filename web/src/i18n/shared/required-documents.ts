import * as english from '@shared/required-documents';
import { bindShared } from '../shared-messages';

export * from '@shared/required-documents';

/** @shared/required-documents with its words in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { REQUIRED_DOCUMENTS_MSG, MISSING_DOCUMENTS_PREFIX, missingDocumentsMessage } = bindShared(
  {
    REQUIRED_DOCUMENTS_MSG: english.REQUIRED_DOCUMENTS_MSG,
    MISSING_DOCUMENTS_PREFIX: english.MISSING_DOCUMENTS_PREFIX,
    missingDocumentsMessage: english.missingDocumentsMessage,
  },
  () => import('@shared/locales/es/required-documents'),
  (module) => {
    ({ REQUIRED_DOCUMENTS_MSG, MISSING_DOCUMENTS_PREFIX, missingDocumentsMessage } = module);
  },
);
