/** shared/document-rules.ts's words in Spanish: the documents' messages and the expiry badge. */
import {
  expiryBadge as englishExpiryBadge,
  type DOCUMENTS_MSG as EN,
  type expiryLabel as enExpiryLabel,
} from '../../document-rules.js';
import type { Localized } from '../localized.js';

export const DOCUMENTS_MSG: Localized<typeof EN> = {
  accessDenied: 'Acceso denegado',
  noViewPermission: 'No tiene permiso para ver los documentos.',
  selectTypeAndFile: 'Seleccione un tipo de documento y un archivo',
  fetchFailed: 'No se pudieron cargar los documentos',
  uploadFailed: 'No se pudo subir el documento',
  archiveFailed: 'No se pudo archivar el documento',
  deleteFailed: 'No se pudo eliminar el documento',
  downloadFailed: 'No se pudo descargar el archivo',
  processFailed: 'No se pudo procesar el archivo',
  uploaded: 'Documento subido correctamente',
  archived: 'Documento archivado',
  deleted: 'Documento eliminado correctamente',
  empty: 'No se encontraron documentos',
  descriptionRequired: 'La descripción es obligatoria',
  certificateNumberRequired: 'El número de certificado es obligatorio',
  countyNameRequired: 'El nombre del condado es obligatorio',
  expirationDateRequired: 'La fecha de vencimiento es obligatoria',
  invalidDate: 'Fecha no válida',
  wrongFileType: 'Suba un archivo PDF, JPEG, PNG o HEIC.',
  fileTooLarge: 'Suba un archivo de menos de 10MB.',
  fileNotWhatItSays: 'El archivo no es un archivo PDF, JPEG, PNG o HEIC.',
  uploadNotFound: 'No se encontró el archivo subido. Vuelva a subirlo.',
  documentNotFound: 'No se encontró el documento',
  fileNotFound: 'Este documento no tiene un archivo para descargar.',
  typeNotFound: 'No se encontró el tipo de documento',
  typeInactive: 'Este tipo de documento ya no se ofrece.',
  typeNameRequired: 'El nombre es obligatorio',
  typeNameTaken: 'Ya existe un tipo de documento con este nombre',
  typeSaved: 'Tipo de documento guardado',
  typesFailed: 'No se pudieron cargar los tipos de documento',
  typesEmpty: 'No se encontraron tipos de documento',
  approved: 'Documento aprobado',
  rejected: 'Documento rechazado',
  reviewFailed: 'No se pudo revisar el documento',
  reviewEmpty: 'No hay documentos por revisar',
  reviewLoadFailed: 'No se pudieron cargar los documentos',
  notPending: 'Solo se puede aprobar o rechazar un documento pendiente.',
  changedMeanwhile: 'Este documento cambió mientras tanto. Vuelva a cargar la página e inténtelo de nuevo.',
};

/** "Venció hace 3 días", "Vence hoy", "Vence en 1 día". */
export const expiryLabel: Localized<typeof enExpiryLabel> = (days) =>
  days < 0
    ? `Venció hace ${-days} día${days === -1 ? '' : 's'}`
    : days === 0
      ? 'Vence hoy'
      : `Vence en ${days} día${days === 1 ? '' : 's'}`;

/** The English badge's days and colour, with the Spanish words. */
export function expiryBadge(
  expirationDate: string,
  now: Date,
  timeZone: string,
): ReturnType<typeof englishExpiryBadge> {
  const badge = englishExpiryBadge(expirationDate, now, timeZone);
  return { ...badge, label: expiryLabel(badge.days) };
}
