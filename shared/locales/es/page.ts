/** shared/schemas/page.ts's words in Spanish: a list's page link and size. */
import type { PAGE_MSG as EN } from '../../schemas/page.js';
import type { Localized } from '../localized.js';

export const PAGE_MSG: Localized<typeof EN> = {
  badCursor: 'Este enlace de página ya no es válido. Vuelva a cargar la lista desde la primera página.',
  badLimit: 'El tamaño de página debe ser un número entero del 1 al 200.',
};
