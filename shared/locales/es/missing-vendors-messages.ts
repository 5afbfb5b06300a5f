/** shared/missing-vendors-messages.ts in Spanish: the same keys and arguments, the words for a Spanish reader. */
import type { MISSING_MSG as EN } from '../../missing-vendors-messages.js';
import type { Localized } from '../localized.js';
import { countOf } from '../../plural.js';

export const MISSING_MSG: Localized<typeof EN> = {
  heading: 'Vendedores ausentes',
  allTypes: 'Todos los tipos',
  noReport: 'No hay ningún informe de vendedores ausentes disponible.',
  noVendors: 'No se encontraron vendedores.',
  loadFailed: 'No se pudieron obtener los vendedores ausentes',
  notAttended: 'N/D',
  sendReminders: 'Enviar recordatorios',
  remindersSent: (n: number) => `Recordatorios enviados correctamente a ${countOf(n, 'vendedor', 'vendedores')}`,
  remindersFailed: 'No se pudieron enviar los recordatorios',
  createRequest: 'Crear solicitud',
  createTitle: (vendor: string) => `Crear solicitud para ${vendor}`,
  notesLabel: 'Notas',
  approveLabel: 'Aprobar la solicitud',
  spaceLabel: 'Puesto (opcional)',
  noSpace: 'Sin puesto',
  spacesFailed: 'No se pudieron cargar los puestos disponibles',
  requestCreated: 'Solicitud creada correctamente',
  createFailed: 'No se pudo crear la solicitud',
  approvalFailed: (message: string) => `Se creó la solicitud, pero la aprobación falló: ${message}`,
  assignmentFailed: (message: string) => `Se aprobó la solicitud, pero la asignación del puesto falló: ${message}`,
  unapprovedAssignmentFailed: (message: string) =>
    `Se creó la solicitud, pero la asignación del puesto falló: ${message}`,
  remindersSentTitle: 'Recordatorios enviados',
  partialTitle: 'Solicitud creada',
  selectAll: 'Seleccionar todos los vendedores',
  selectVendor: (name: string) => `Seleccionar ${name}`,
  lastAttended: 'Última asistencia',
  vendor: 'Vendedor',
  areaFilter: (name: string) => `Área: ${name}`,
  clearArea: 'Mostrar todas las áreas',
  // server
  marketDateNotFound: 'Fecha de mercado no encontrada',
  vendorNotFound: 'Vendedor no encontrado',
  spaceNotFound: 'Puesto no encontrado',
  vendorIdRequired: 'Elija un vendedor (vendorId) para la solicitud.',
  vendorIdsRequired: 'Elija al menos un vendedor al que enviar un recordatorio',
  tooManyVendors: (max: number) => `Se puede enviar un recordatorio a ${max} vendedores como máximo a la vez`,
  requestExists: 'Este vendedor ya tiene una solicitud para esta fecha de mercado.',
};
