/** shared/spaces-messages.ts in Spanish: the same keys, arguments and helpers, the words for a Spanish reader. */
import type { PRICE_SOURCE_LABELS as EN_LABELS, SPACES_MSG as EN } from '../../spaces-messages.js';
import type { Localized } from '../localized.js';
import { countOf } from '../../plural.js';

/** The date formatter already writes the reader's language. */
export { formatMarketDay } from '../../spaces-messages.js';

export const SPACES_MSG: Localized<typeof EN> = {
  heading: 'Puestos',
  // space form (spec 2 §5)
  labelRequired: 'La etiqueta del puesto es obligatoria',
  areaRequired: 'El área es obligatoria',
  basePriceInvalid: 'El precio base especial debe ser un número de al menos 0 con como máximo 2 decimales',
  rateInvalid: 'La tasa sobre ventas especial debe estar entre 0 y 100 en pasos de 0.1',
  validationErrorTitle: 'Error de validación',
  validationErrorText: 'Revise los errores del formulario',
  editTitle: (label: string) => `Editar puesto ${label}`,
  spaceUpdated: 'Puesto actualizado',
  spaceUpdateFailed: 'Error al actualizar el puesto',
  spaceDeleted: 'Puesto eliminado',
  spaceDeleteFailed: 'Error al eliminar el puesto',
  deleteRefused: 'Este puesto tiene un vendedor asignado y no se puede eliminar.',
  // assigning (spec 2 §8)
  assignTitle: (label: string) => `Asignar vendedor al puesto ${label}`,
  vendorAssigned: 'Vendedor asignado',
  vendorAssignedText: 'El vendedor se asignó a este puesto.',
  assignFailed: 'No se pudo asignar el vendedor',
  vendorUnassigned: 'Asignación del vendedor quitada',
  unassignTitle: (label: string) => `¿Quitar la asignación del puesto ${label}?`,
  unassignQuestion: (vendor: string, label: string) =>
    `${vendor} ya no tendrá el puesto ${label} en esta fecha de mercado, y el puesto quedará disponible para otros.`,
  unassignFailed: 'No se pudo quitar la asignación del vendedor',
  assignmentDataFailed: 'No se pudieron obtener los datos de asignación',
  spaceTaken: 'Este puesto ya tiene un vendedor asignado.',
  vendorHasSpace: 'Este vendedor ya tiene un puesto en esta fecha de mercado.',
  noRequest:
    'Este vendedor no tiene ninguna solicitud para esta fecha de mercado. Elija crear una solicitud aprobada para asignarle el puesto.',
  requestClosed: 'Este vendedor omitió o canceló esta fecha de mercado.',
  concurrentChange: 'Otra persona cambió este puesto al mismo tiempo. Vuelva a intentarlo.',
  // list
  noSpaces: 'No se encontraron puestos',
  loadFailed: 'No se pudieron cargar los puestos',
  notApproved: 'No aprobado',
  confirmed: 'Confirmado',
  // publishing (spec 2 §4, §8)
  publish: 'Publicar',
  published: 'Publicado',
  publishedInSession: 'Números de puesto publicados',
  publishSuccessTitle: 'Listo',
  publishSuccessText: (n: number) => `Asignaciones de puestos publicadas para ${countOf(n, 'vendedor', 'vendedores')}`,
  publishBelowHalf: (assigned: number, total: number) =>
    `Al menos el 50% de los puestos deben estar asignados antes de publicar (ahora ${assigned} de ${total}).`,
  alreadyPublished: 'Esta fecha de mercado ya se ha publicado.',
  // repricing (spec 2 §8)
  repriceSelected: (n: number) => `Recalcular precio de los seleccionados (${n})`,
  repriced: (n: number) => `${countOf(n, 'puesto', 'puestos')} con precio recalculado correctamente`,
  repriceFailed: 'No se pudo recalcular el precio de los puestos',
  requestRecalculated: 'Solicitud de puesto recalculada',
  recalculateFailed: 'No se pudo recalcular la solicitud de puesto',
  // lookups
  marketDateRequired: 'La fecha de mercado es obligatoria',
  vendorRequired: 'El vendedor es obligatorio',
  nothingSelected: 'Seleccione al menos un puesto',
  marketDateNotFound: 'Fecha de mercado no encontrada',
  spaceNotFound: 'Puesto no encontrado',
  vendorNotFound: 'Vendedor no encontrado',
  requestNotFound: 'Solicitud de puesto no encontrada',
  labelTooLong: 'La etiqueta del puesto debe tener como máximo 20 caracteres',
  vendorTypeTooLong: 'El tipo de vendedor debe tener como máximo 100 caracteres',
  positionInvalid: 'La posición necesita números para x e y a menos de 10000 pies de la esquina del mapa',
};

/** The Fees tooltip for each price source (spec 2 §2.1). */
export const PRICE_SOURCE_LABELS: Localized<typeof EN_LABELS> = {
  space: 'Precio propio del puesto',
  vendor_override: 'Precio especial del vendedor',
  space_type_fee: 'Tarifa del tipo de puesto para el tipo de vendedor',
  space_type_default: 'Precio predeterminado del tipo de puesto',
  vendor_type_default: 'Precio predeterminado del tipo de vendedor',
};
