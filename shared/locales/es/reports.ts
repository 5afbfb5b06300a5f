/**
 * shared/schemas/reports.ts's words in Spanish: each report column's label, by report and column key (as the Reports
 * screens say them). The columns' keys and kinds stay in REPORT_COLUMNS.
 */
import type { ReportName } from '../../report-names.js';

export const REPORT_COLUMN_LABELS: Record<ReportName, Record<string, string>> = {
  attendance: {
    date: 'Fecha',
    vendorType: 'Tipo de vendedor',
    requested: 'Solicitado',
    approved: 'Aprobado',
    attended: 'Asistió',
    skipped: 'Omitido',
    canceled: 'Cancelado',
    source: 'Origen',
  },
  'market-proceeds': {
    date: 'Fecha',
    vendors: 'Vendedores',
    grossSales: 'Ventas brutas',
    spaceFees: 'Tarifas de puesto',
    salesBasedFees: 'Tarifas sobre ventas',
    marketRevenue: 'Ganancias del mercado',
    collected: 'Cobrado',
    outstanding: 'Pendiente',
    source: 'Origen',
  },
  'price-calculation-errors': {
    date: 'Fecha',
    vendorName: 'Vendedor',
    field: 'Campo',
    stored: 'Guardado',
    expected: 'Esperado',
    difference: 'Diferencia',
  },
  'past-due-payments': {
    date: 'Fecha',
    vendorName: 'Vendedor',
    vendorType: 'Tipo de vendedor',
    status: 'Estado',
    amountDue: 'Importe adeudado',
    amountPaid: 'Importe pagado',
    amountBalance: 'Saldo',
    daysPastDue: 'Días de atraso',
  },
  'auto-payments': {
    date: 'Fecha de mercado',
    vendorName: 'Vendedor',
    paidDate: 'Cobrado el',
    status: 'Resultado',
    amount: 'Importe',
  },
  'stale-vendors': {
    vendorName: 'Vendedor',
    vendorType: 'Tipo de vendedor',
    lastAttendedDate: 'Última asistencia',
    daysSince: 'Días desde entonces',
  },
};
