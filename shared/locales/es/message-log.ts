/** shared/schemas/message-log.ts's words in Spanish: the log of messages sent. */
import type { MESSAGE_LOG_CHECK_MSG as EN_CHECKS, MESSAGE_LOG_MSG as EN } from '../../schemas/message-log.js';
import type { Localized } from '../localized.js';

export const MESSAGE_LOG_MSG: Localized<typeof EN> = {
  title: 'Ver mensajes',
  intro: 'Cada correo electrónico y mensaje de texto que envió el mercado, del más reciente al más antiguo.',
  loadFailed: 'No se pudieron cargar los mensajes',
  empty: 'No se encontraron mensajes',
  loadMore: 'Cargar más',
  resend: 'Reenviar',
  resent: 'Mensaje puesto de nuevo en cola',
  resentText: (to) => `Una nueva copia va en camino a ${to}.`,
  resendFailed: 'No se pudo reenviar el mensaje',
  notFound: 'Mensaje no encontrado',
  notFailed: 'Solo se puede reenviar un mensaje que falló.',
  alreadyResent: 'Este mensaje ya se reenvió.',
  heldSecret:
    'Este mensaje contenía un enlace de un solo uso y no se puede reenviar; pida a la persona que solicite uno nuevo.',
};

export const MESSAGE_LOG_CHECK_MSG: Localized<typeof EN_CHECKS> = {
  invalidDate: 'Fecha no válida',
  invalidStatus: 'Estado no válido',
  invalidChannel: 'Canal no válido',
  invalidTemplate: 'Plantilla no válida',
  invalidCursor: 'Cursor no válido',
  invalidLimit: 'Límite no válido',
  rangeReversed: 'La fecha de inicio debe ser igual o anterior a la fecha de fin',
};
