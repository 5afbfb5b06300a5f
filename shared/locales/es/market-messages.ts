/** shared/market-messages.ts in Spanish: the same keys, the words for a Spanish reader. */
import type { MARKET_MSG as EN, WEEKDAY_NAMES as EN_WEEKDAYS } from '../../market-messages.js';
import type { Localized } from '../localized.js';

export const MARKET_MSG: Localized<typeof EN> = {
  pageTitle: 'Mercados',
  addMarket: 'Agregar mercado',
  editMarket: 'Editar mercado',
  empty: 'Aún no hay mercados. Agregue el primer mercado para planificar sus fechas.',
  loadError: 'No se pudieron cargar los mercados.',
  created: 'Mercado creado',
  updated: 'Mercado actualizado',
  allMarkets: 'Todos los mercados',
  notFound: 'Mercado no encontrado',
  nameRequired: 'El nombre del mercado es obligatorio',
  nameTooLong: 'El nombre del mercado debe tener 100 caracteres o menos',
  shortNameRequired: 'El nombre corto es obligatorio',
  shortNameTooLong: 'El nombre corto debe tener 30 caracteres o menos',
  nameTaken: 'Otro mercado ya tiene este nombre',
  addressTooLong: 'La dirección debe tener 200 caracteres o menos',
  mapLinkInvalid: 'El enlace del mapa debe ser una dirección web que empiece por https://',
  descriptionTooLong: 'La descripción debe tener 2000 caracteres o menos',
  logoInvalid: 'La foto o el logotipo debe ser una dirección web que empiece por https://',
  daysRequired: 'Elija al menos un día en que funcione el mercado',
  dayRepeated: 'Cada día de la semana se puede elegir una sola vez',
  weekdayInvalid: 'Elija un día de la semana',
  timeInvalid: 'Las horas deben escribirse HH:MM (formato de 24 horas)',
  closesBeforeOpens: 'La hora de cierre debe ser posterior a la hora de apertura',
  deadlineDaysInvalid: 'El plazo de cancelación debe ser de 0 a 30 días antes de la fecha de mercado',
  seasonOrder: 'La temporada debe terminar el mismo día en que empieza o después',
  maxVendorsInvalid: 'El máximo predeterminado de vendedores debe ser un número entero del 1 al 1000',
  noMarketDays: 'No hay ningún día de mercado entre estas fechas',
  notApprovedForMarket:
    'No está aprobado para vender en este mercado. Pida al administrador del mercado que lo agregue a su cuenta.',
  marketInactive: 'Este mercado no está activo',
  marketRequired: 'Elija un mercado',
  marketsRequired: 'Elija al menos un mercado',
  copyFromOtherMarket: 'Una fecha nueva solo puede copiar el plano de una fecha del mismo mercado',
  copyToOtherMarket: 'Un plano solo se puede copiar a fechas del mismo mercado',
};

/**
 * The weekdays (0 = Sunday) as the screens show them: checkbox labels and words inside a sentence, so in lower case as
 * Spanish writes them (as the es-US date formatters do). Nothing parses or compares with them; shared/markets.ts
 * builds its English hours text from the English module.
 */
export const WEEKDAY_NAMES: Localized<typeof EN_WEEKDAYS> = [
  'domingo',
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
];
