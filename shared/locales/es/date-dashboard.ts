/** shared/date-dashboard.ts's words in Spanish: the payment statuses and the publication stages. */
import {
  publicationStageOf,
  type PAYMENT_STATUS_LABELS as EN_PAYMENT,
  type PUBLICATION_STAGES as EN_STAGES,
} from '../../date-dashboard.js';
import type { Localized } from '../localized.js';

export const PAYMENT_STATUS_LABELS: Localized<typeof EN_PAYMENT> = {
  required: 'Pago requerido',
  requested: 'Pagado parcialmente',
  received: 'Pagado',
  none: 'Sin pago pendiente',
};

export const PUBLICATION_STAGES: Localized<typeof EN_STAGES> = {
  draft: 'Borrador',
  layoutCreated: 'Plano creado',
  readyToPublish: 'Listo para publicar',
  published: 'Publicado',
};

/** Publication progress labels (spec 2 §4), in Spanish. */
export const publicationStage = (percentage: number): string => PUBLICATION_STAGES[publicationStageOf(percentage)];
