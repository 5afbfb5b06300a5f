/** shared/reports-messages.ts in Spanish: the same keys and arguments, the words for a Spanish reader. */
import type { REPORTS_MSG as EN } from '../../reports-messages.js';
import type { Localized } from '../localized.js';
import { countOf } from '../../plural.js';

/**
 * The import help names the files' columns and cells as the import reads them (marketDate, attended, yes or no), so
 * those stay as they are written in the file.
 */
export const REPORTS_MSG: Localized<typeof EN> = {
  loading: 'Cargando el informe...',
  empty: 'No hay datos para estos filtros.',
  loadFailed: 'No se pudo cargar el informe',
  downloadCsv: 'Descargar CSV',
  totals: 'Totales',
  allVendorTypes: 'Todos los tipos de vendedor',
  allAreas: 'Todas las áreas',
  dateRange: 'Rango de fechas',
  staleDays: 'Sin venir desde hace (días)',
  seasonTrend: 'A lo largo de la temporada',
  historicalTitle: 'Datos históricos',
  historicalEmpty: 'Aún no hay datos históricos. Agregue una fecha de mercado o importe un archivo CSV.',
  historicalLoadFailed: 'No se pudieron cargar los datos históricos',
  historicalSaved: 'Datos históricos guardados',
  historicalDeleted: 'Datos históricos eliminados',
  historicalSaveFailed: 'No se pudieron guardar los datos históricos',
  historicalDeleteFailed: 'No se pudieron eliminar los datos históricos',
  importTitle: 'Importar CSV',
  importHelp:
    'Columnas: marketDate (AAAA-MM-DD), vendorType (id, código o etiqueta), vendorCount, grossSales y proceeds (en dólares), notes.',
  importDone: (n: number) => `${countOf(n, 'fila importada', 'filas importadas')}`,
  importFailed: 'La importación falló',
  attendanceTitle: 'Asistencia pasada por vendedor',
  attendanceHelp:
    'La temporada pasada según sus hojas de registro: una fila por vendedor y fecha de mercado. Columnas: date (AAAA-MM-DD), vendor (su correo electrónico o el nombre del negocio), attended (yes o no; yes si está vacía), gross sales (en dólares, opcional). Los informes de asistencia y de vendedores inactivos las cuentan.',
  attendanceImport: 'Importar asistencia',
  attendanceEmpty: 'Aún no se ha importado ninguna asistencia.',
  attendanceLoadFailed: 'No se pudo cargar la asistencia pasada',
  attendanceImportDone: (records: number, vendors: number, dates: number) =>
    `${countOf(records, 'registro', 'registros')} de ${countOf(vendors, 'vendedor', 'vendedores')} en ${countOf(dates, 'fecha', 'fechas')} ${records === 1 ? 'importado' : 'importados'}`,
  attendanceDeleted: 'Asistencia eliminada',
  attendanceDeleteFailed: 'No se pudo eliminar la asistencia',
  attendanceMarket: 'Mercado en el que se celebraron las fechas',
};
