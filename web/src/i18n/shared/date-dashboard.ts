import * as english from '@shared/date-dashboard';
import { bindShared } from '../shared-messages';

export * from '@shared/date-dashboard';

/**
 * @shared/date-dashboard with its words (payment statuses, publication stages) in the reader's language (see
 * ../shared-messages.ts). A payment status's label the server sent reads in the language through translateShared.
 * Every name is kept, used or not: @public
 */
export let { PAYMENT_STATUS_LABELS, PUBLICATION_STAGES, publicationStage } = bindShared(
  {
    PAYMENT_STATUS_LABELS: english.PAYMENT_STATUS_LABELS,
    PUBLICATION_STAGES: english.PUBLICATION_STAGES,
    publicationStage: english.publicationStage,
  },
  () => import('@shared/locales/es/date-dashboard'),
  (module) => {
    ({ PAYMENT_STATUS_LABELS, PUBLICATION_STAGES, publicationStage } = module);
  },
);
