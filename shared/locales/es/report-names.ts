/** shared/report-names.ts's words in Spanish: the admin reports' titles (as the Reports screens). */
import type { REPORT_TITLES as EN } from '../../report-names.js';
import type { Localized } from '../localized.js';

export const REPORT_TITLES: Localized<typeof EN> = {
  attendance: 'Asistencia',
  'market-proceeds': 'Ingresos del mercado',
  'price-calculation-errors': 'Errores de cálculo de precios',
  'past-due-payments': 'Pagos vencidos',
  'auto-payments': 'Pagos automáticos',
  'stale-vendors': 'Vendedores inactivos',
};
