/** shared/market-setup-messages.ts in Spanish: the same keys and arguments, the words for a Spanish reader. */
import type { SETUP_MSG as EN } from '../../market-setup-messages.js';
import type { Localized } from '../localized.js';
import { countOf } from '../../plural.js';

/**
 * The functions that take `what` (loadFailed, created, …) expect a Spanish noun phrase ("el próximo mercado",
 * "Tipo de puesto"); their sentences are built so that they read whatever its gender.
 */
export const SETUP_MSG: Localized<typeof EN> = {
  // validation
  nameRequired: 'El nombre es obligatorio',
  codeRequired: 'El código es obligatorio',
  labelRequired: 'La etiqueta es obligatoria',
  iconRequired: 'El icono es obligatorio',
  tooLong: (field: string, max: number) => `${field} debe tener como máximo ${max} caracteres`,
  sizeFormat: 'El tamaño debe ser ancho x alto en pies, p. ej., 10x10',
  priceInvalid: 'El precio debe ser un número entero de centavos, 0 o más',
  rateInvalid: 'La tasa sobre ventas debe estar entre 0 y 100',
  sortOrderInvalid: 'El orden debe ser un número entero',
  colorInvalid: 'El color debe ser un nombre de color o un código hexadecimal como #1f2937',
  shapeInvalid: 'La forma debe ser icon, rectangle o circle',
  nothingToUpdate: 'No hay nada que actualizar',
  vendorTypeUnknown: 'Tipo de vendedor desconocido',
  feeVendorTypeTwice: 'Cada tipo de vendedor puede tener una sola tarifa por tipo de puesto',
  // conflicts and lookups
  areaNameTaken: (name: string) => `Ya existe un área llamada "${name}"`,
  spaceTypeNameTaken: (name: string) => `Ya existe un tipo de puesto llamado "${name}"`,
  vendorTypeCodeTaken: (code: string) => `Ya existe un tipo de vendedor con el código "${code}"`,
  landmarkTypeNameTaken: (name: string) => `Ya existe un tipo de punto de referencia llamado "${name}"`,
  areaNotFound: 'Área no encontrada',
  spaceTypeNotFound: 'Tipo de puesto no encontrado',
  vendorTypeNotFound: 'Tipo de vendedor no encontrado',
  landmarkTypeNotFound: 'Tipo de punto de referencia no encontrado',
  changedMeanwhile: 'Otra persona cambió esta entrada; vuelva a cargar la página e inténtelo de nuevo',

  // system settings
  settingUnknown: (key: string) => `Configuración desconocida: ${key}`,
  settingValueRequired: 'El valor es obligatorio',
  settingBoolean: 'El valor debe ser true o false',
  settingWholeNumber: 'El valor debe ser un número entero, 0 o más',
  timeZoneInvalid: 'Zona horaria desconocida: use un nombre IANA como America/Los_Angeles',
  mapPasswordShort: 'La contraseña del mapa debe tener al menos 4 caracteres (o estar vacía para no usar contraseña)',
  mapPasswordLong: 'La contraseña del mapa debe tener como máximo 100 caracteres',
  settingTextLong: 'El valor debe ser un texto de como máximo 1000 caracteres',
  organisationNameLong: 'El nombre debe tener como máximo 100 caracteres',
  logoUrlInvalid: 'El logotipo debe ser una dirección web que empiece por https://',
  contactEmailInvalid: 'Correo electrónico no válido',
  contactPhoneInvalid: 'El teléfono debe ser un número de teléfono como (555) 010-2000',

  // market dates
  dateInvalid: 'La fecha debe ser una fecha del calendario (AAAA-MM-DD)',
  dateRequired: 'La fecha es obligatoria',
  seasonOrder: 'La temporada debe terminar el mismo día en que empieza o después',
  seasonTooLong: 'Una temporada puede abarcar como máximo un año',
  seasonNoSundays: 'No hay ningún domingo entre estas fechas',
  maxVendorsInvalid: 'El máximo de vendedores debe ser un número entero del 1 al 1000',
  notesTooLong: 'Las notas deben tener como máximo 1000 caracteres',
  statusInvalid: 'El estado debe ser upcoming, completed o canceled',
  marketDateNotFound: 'Fecha de mercado no encontrada',
  copyFromNotFound: 'No se encontró la fecha de mercado de la que copiar',
  noUpcomingMarketDates: 'No hay próximas fechas de mercado',
  defaultLayoutEmpty: 'El plano predeterminado aún no tiene puestos',

  // screens
  loadFailed: (what: string) => `Error al cargar ${what}. Vuelva a intentarlo.`,
  saveFailed: (what: string) => `Error al guardar ${what}`,
  noAreas: 'No se encontraron áreas',
  noSpaceTypes: 'No se encontraron tipos de puesto',
  noVendorTypes: 'No se encontraron tipos de vendedor',
  noLandmarkTypes: 'No se encontraron tipos de punto de referencia',
  noMarketDates: 'No se encontraron fechas de mercado',
  created: (what: string) => `${what} se creó correctamente`,
  updated: (what: string) => `${what} se actualizó correctamente`,
  deactivated: (what: string) => `${what} se desactivó`,
  deactivateTitle: (name: string) => `¿Desactivar ${name}?`,
  deactivateText:
    'Ya no se ofrecerá para nuevas elecciones; lo que ya lo usa lo conserva. Puede reactivarlo en cualquier momento.',
  reactivated: (what: string) => `${what} se reactivó`,
  feesSaved: 'Tarifas guardadas',
  settingSaved: 'Configuración guardada',
  seasonCreated: (created: number, skipped: number) =>
    `${created === 1 ? 'Se creó' : 'Se crearon'} ${countOf(created, 'fecha de mercado', 'fechas de mercado')}` +
    (skipped
      ? `; ${skipped === 1 ? 'se omitió' : 'se omitieron'} ${skipped} que ya ${skipped === 1 ? 'existía' : 'existían'}`
      : ''),
  defaultLayoutSaved: 'Plano predeterminado guardado',
  published: 'Publicado',
};
