/** shared/tender-messages.ts in Spanish: the same keys and arguments, the words for a Spanish reader. */
import type { TENDER_MSG as EN } from '../../tender-messages.js';
import type { Localized } from '../localized.js';
import { formatDollars as usd } from '../../money.js';

export const TENDER_MSG: Localized<typeof EN> = {
  splitMismatch: (sum: number, gross: number) =>
    `Los montos por forma de pago suman ${usd(sum)}, no las ventas brutas de ${usd(gross)}`,
  splitWithoutSales: 'Ingrese las ventas brutas antes de dividirlas por forma de pago',
  unknownTender: (code: string) => `Forma de pago desconocida: ${code}`,
  notReimbursable: (code: string) => `${code} no es una forma de pago que el mercado reembolse`,
  tenderAmount: 'Ingrese un monto de $0 o más para cada forma de pago',
  tenderListEmpty: 'Indique al menos una forma de pago',
  tenderListLong: 'Indique como máximo 20 formas de pago',
  tenderCode: 'Un código de forma de pago tiene de 1 a 30 letras minúsculas, dígitos o guiones bajos',
  tenderLabel: 'Un nombre de forma de pago tiene de 1 a 60 caracteres',
  tenderCodeTaken: (code: string) => `El código de forma de pago ${code} aparece dos veces`,
  tokensChanged: 'Otra persona cambió estas fichas. Vuelva a cargar la página e inténtelo de nuevo.',
  tokensSaved: 'Fichas guardadas',
  marketDateNotFound: 'Fecha de mercado no encontrada',
  vendorNotFound: 'Vendedor no encontrado',
  rangeRequired: 'Elija un rango de fechas: se requieren la fecha inicial y la final',
  rangeReversed: 'La fecha de inicio debe ser igual o anterior a la fecha de fin',
  rangeTooLong: 'Elija un rango de 3 años como máximo',
  dateInvalid: 'Las fechas se escriben AAAA-MM-DD',
  formatInvalid: 'format debe ser csv o json',
  noTokens: 'No se canjearon fichas en este rango',
  noVendors: 'No hay vendedores en esta fecha',
  loadFailed: (what: string) => `Error al cargar ${what}`,
};
