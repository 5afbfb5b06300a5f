import * as english from '@shared/document-rules';
import { bindShared } from '../shared-messages';

export * from '@shared/document-rules';

/** @shared/document-rules with its words (messages, expiry badge) in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { DOCUMENTS_MSG, expiryBadge, expiryLabel } = bindShared(
  { DOCUMENTS_MSG: english.DOCUMENTS_MSG, expiryBadge: english.expiryBadge, expiryLabel: english.expiryLabel },
  () => import('@shared/locales/es/document-rules'),
  (module) => {
    ({ DOCUMENTS_MSG, expiryBadge, expiryLabel } = module);
  },
);
