/** shared/export-messages.ts in Spanish: the same keys, the words for a Spanish reader. */
import type { EXPORT_MSG as EN } from '../../export-messages.js';
import type { Localized } from '../localized.js';

export const EXPORT_MSG: Localized<typeof EN> = {
  allTitle: 'Exportar todos los datos',
  allButton: 'Exportar todos los datos',
  allContents:
    'Un ZIP de archivos de hoja de cálculo (CSV): vendedores, usuarios (sin contraseñas), mercados, fechas de mercado, puestos, solicitudes de puesto, pagos, los detalles de los documentos (no los archivos), el registro de mensajes y los datos históricos, con un manifiesto que describe cada columna.',
  vendorTitle: 'Sus datos',
  vendorButton: 'Descargar mis datos',
  vendorContents:
    'Un ZIP de archivos de hoja de cálculo (CSV) con los datos de este negocio, sus usuarios, solicitudes de puesto, pagos, los detalles de los documentos (no los archivos) y los mensajes que se le enviaron.',
};
