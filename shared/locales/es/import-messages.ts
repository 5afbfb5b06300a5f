/** shared/import-messages.ts in Spanish: the same keys, arguments and limits, the words for a Spanish reader. */
import { IMPORT_MAX_CSV_BYTES, IMPORT_MAX_ROWS, type IMPORT_MSG as EN } from '../../import-messages.js';
import type { Localized } from '../localized.js';

export {
  IMPORT_DEFAULT_STATE,
  IMPORT_MAX_CSV_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_PREVIEW_ROWS,
} from '../../import-messages.js';

const mb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const IMPORT_MSG: Localized<typeof EN> = {
  // The file as a whole
  emptyFile: 'El archivo está vacío: necesita una fila de encabezado y al menos una fila de vendedor.',
  noRows: 'El archivo tiene una fila de encabezado pero ninguna fila de vendedor.',
  notText:
    'Este archivo no es un archivo de texto CSV (contiene datos binarios o no está en UTF-8). En su hoja de cálculo, elija Guardar como → CSV (UTF-8) y suba ese archivo.',
  tooLarge: `El archivo es demasiado grande: una importación admite como máximo ${mb(IMPORT_MAX_CSV_BYTES)} de CSV. Divídalo en archivos más pequeños.`,
  tooManyRows: (rows: number) =>
    `El archivo tiene ${count(rows)} filas de vendedores; una importación admite como máximo ${count(IMPORT_MAX_ROWS)}. Divídalo en archivos más pequeños.`,
  unreadable: (detail: string) => `No se pudo leer el archivo como CSV: ${detail}`,
  noHeader: 'La primera fila debe nombrar las columnas (por ejemplo Nombre del negocio, Correo electrónico, Teléfono).',
  mappingUnknownColumn: (field: string, column: string) =>
    `La columna elegida para ${field} ("${column}") no está en el archivo.`,
  mappingRequired: (fields: string) => `Elija la columna del archivo para ${fields}.`,
  marketsRequired: 'Elija al menos un mercado para los vendedores importados.',
  statusInvalid: 'Los vendedores importados quedan aprobados o pendientes.',
  allOrNothingRefused: (bad: number) =>
    `No se importó nada: ${count(bad)} ${bad === 1 ? 'fila tiene' : 'filas tienen'} problemas, y la importación no debía escribir nada a menos que todas las filas fueran válidas.`,

  // One row
  formulaCell: (column: string) =>
    `${column}: una celda no puede empezar con =, +, - o @ (una hoja de cálculo la ejecutaría como fórmula). Quite el signo o ponga texto delante.`,
  unknownVendorType: (value: string) =>
    `El tipo de vendedor "${value}" no es uno de los tipos de vendedor activos (use su nombre o su código).`,
  vendorTypeRequired: 'El tipo de vendedor es obligatorio.',
  unknownStatus: (value: string) =>
    `El estado "${value}" no es un estado de vendedor (escriba Approved, Pending, On Hold, Rejected o Archived).`,
  unknownMarket: (value: string) => `El mercado "${value}" no es uno de los mercados activos de la organización.`,
  duplicateEmailInFile: (line: number) => `El mismo correo electrónico está en la línea ${line} de este archivo.`,
  duplicatePhoneInFile: (line: number) => `El mismo número de teléfono está en la línea ${line} de este archivo.`,
  similarNameInFile: (name: string, line: number, similarity: number) =>
    `Un vendedor con un nombre parecido está en la línea ${line} de este archivo: ${name} (${similarity}% de similitud)`,
  writeLost: 'Esta fila no se escribió: otro vendedor tomó su correo electrónico mientras tanto.',
  writeFailed: 'Esta fila no se pudo escribir. Intente importarla de nuevo.',

  // The screen
  title: 'Importar vendedores',
  intro:
    'Suba una lista de vendedores guardada desde una hoja de cálculo como CSV. Haga coincidir sus columnas con las nuestras, revise cada fila y luego importe.',
  limits: `Como máximo ${count(IMPORT_MAX_ROWS)} filas de vendedores y ${mb(IMPORT_MAX_CSV_BYTES)} por archivo.`,
  checkFailed: 'No se pudieron revisar las filas.',
  importFailed: 'La importación falló; no hay nada nuevo en la lista de abajo.',
  readFailed: 'No se pudo leer el archivo.',
  noProblems: 'Todas las filas están listas para importar.',
  allOrNothingBlocked:
    'No se importa nada mientras una fila tenga problemas: corrija el archivo y vuelva a revisarlo, o desmarque "No importar nada a menos que todas las filas sean válidas".',
  ready: (n: number) => `${count(n)} ${n === 1 ? 'fila está lista' : 'filas están listas'} para importar.`,
  withProblems: (n: number) =>
    `${count(n)} ${n === 1 ? 'fila tiene' : 'filas tienen'} problemas y se ${n === 1 ? 'omitirá' : 'omitirán'}.`,
  created: (n: number) => `${count(n)} ${n === 1 ? 'vendedor importado' : 'vendedores importados'}.`,
  skipped: (n: number) => `${count(n)} ${n === 1 ? 'fila omitida' : 'filas omitidas'}.`,
  invited: (n: number) =>
    `${count(n)} ${n === 1 ? 'correo electrónico enviado' : 'correos electrónicos enviados'} para establecer la contraseña.`,
};
