/** shared/schemas/message-templates.ts's words in Spanish: the Message Templates screen and its checks. */
import type { TEMPLATES_MSG as EN } from '../../schemas/message-templates.js';
import type { Localized } from '../localized.js';

export const TEMPLATES_MSG: Localized<typeof EN> = {
  title: 'Plantillas de mensajes',
  intro:
    'El texto de cada correo electrónico y mensaje de texto que envía el mercado. Un cambio se aplica al próximo mensaje que se envíe.',
  loadFailed: 'No se pudieron cargar las plantillas de mensajes',
  empty: 'No se encontraron plantillas de mensajes',
  saved: 'Plantilla guardada',
  saveFailed: 'No se pudo guardar la plantilla',
  notFound: 'Plantilla de mensaje no encontrada',
  subjectRequired: 'El asunto es obligatorio',
  emailRequired: 'El cuerpo del correo electrónico es obligatorio',
  unknownVariables: (names) =>
    `Variable${names.length === 1 ? '' : 's'} desconocida${names.length === 1 ? '' : 's'}: ${names.map((n) => `{{${n}}}`).join(', ')}`,
  linkRequired: (name) =>
    `El correo electrónico debe conservar {{${name}}}: es el enlace para el que existe el mensaje`,
  reset: 'Usar el predeterminado',
};
