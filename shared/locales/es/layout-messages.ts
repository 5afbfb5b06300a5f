/** shared/layout-messages.ts in Spanish: the same keys and arguments, the words for a Spanish reader. */
import type { LAYOUT_MSG as EN } from '../../layout-messages.js';
import type { Localized } from '../localized.js';
import { countOf } from '../../plural.js';

export const LAYOUT_MSG: Localized<typeof EN> = {
  title: (date: string) => `Plano del mercado — ${date}`,
  defaultTitle: 'Plano predeterminado',
  loading: 'Cargando el plano…',
  loadFailed: 'No se pudo cargar el plano. Vuelva a intentarlo.',
  empty: 'Aún no hay puestos ni puntos de referencia. Agregue un puesto para empezar el plano.',
  saved: 'Plano guardado',
  saveFailed: 'No se pudo guardar el plano',
  conflict:
    'Otra persona guardó este plano después de que usted lo abrió. Vuelva a cargarlo para ver sus cambios; se perderán los cambios que usted no haya guardado.',
  assignedSpaceDeleted: (label: string) =>
    `El puesto ${label} tiene un vendedor asignado y no se puede eliminar. Primero quite la asignación del vendedor.`,
  duplicateLabel: (label: string) =>
    `Dos puestos tienen la misma etiqueta ${label}. Cada puesto necesita su propia etiqueta.`,
  duplicateId: 'Cada puesto y punto de referencia debe aparecer una sola vez.',
  unknownArea: 'Un área del plano ya no existe. Vuelva a cargarlo e inténtelo de nuevo.',
  unknownSpaceType: 'Un tipo de puesto del plano ya no existe. Vuelva a cargarlo e inténtelo de nuevo.',
  unknownLandmarkType: 'Un tipo de punto de referencia del plano ya no existe. Vuelva a cargarlo e inténtelo de nuevo.',
  partlySaved:
    'El mercado cambió mientras se guardaba el plano, y una parte no se guardó. Vuelva a cargarlo y revíselo.',
  unsavedChanges: 'Tiene cambios sin guardar.',
  // copying to later dates
  copyTitle: 'Copiar este plano a fechas posteriores',
  copyNoTargets: 'Elija al menos una fecha posterior.',
  copyOnlyLater: 'Un plano solo se puede copiar a fechas de mercado posteriores.',
  copyDone: (n: number) => `Plano copiado a ${countOf(n, 'fecha', 'fechas')}`,
  copyFailed: 'No se pudo copiar el plano',
  copyChanged: 'Otra persona lo cambió mientras tanto; no se copió. Vuelva a intentarlo.',
  copyNoLaterDates: 'No hay fechas de mercado posteriores a las que copiar.',
  // the side panel
  unassignedHeading: 'Vendedores sin asignar',
  noUnassigned: 'Todos los vendedores aprobados tienen un puesto.',
  marketDateNotFound: 'Fecha de mercado no encontrada',
};
