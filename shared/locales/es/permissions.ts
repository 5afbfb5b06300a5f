/** shared/permissions.ts's words in Spanish: each vendor permission's name and description (as the People screens). */
import type { PERMISSION_INFO as EN } from '../../permissions.js';
import type { Localized } from '../localized.js';

export const PERMISSION_INFO: Localized<typeof EN> = {
  'vendor.spaceRequests.view': {
    name: 'Ver solicitudes de puesto',
    description: 'Ver fechas de mercado, solicitudes y saldos.',
  },
  'vendor.spaceRequests.request': {
    name: 'Solicitar puesto',
    description: 'Solicitar un puesto para una fecha de mercado.',
  },
  'vendor.spaceRequests.cancel': {
    name: 'Cancelar solicitudes',
    description: 'Cancelar una fecha solicitada o aprobada.',
  },
  'vendor.spaceRequests.skip': {
    name: 'Omitir fechas',
    description: 'Omitir una fecha de mercado o deshacer la omisión.',
  },
  'vendor.profile.view': { name: 'Ver datos del negocio', description: 'Ver los datos y el perfil del negocio.' },
  'vendor.profile.edit': {
    name: 'Editar datos del negocio',
    description: 'Cambiar los datos del negocio, la configuración y el perfil público.',
  },
  'vendor.users.view': { name: 'Ver usuarios', description: 'Ver los usuarios del negocio.' },
  'vendor.users.edit': {
    name: 'Editar usuarios',
    description: 'Cambiar usuarios, activarlos o desactivarlos y definir sus permisos.',
  },
  'vendor.users.add': { name: 'Agregar usuarios', description: 'Agregar usuarios al negocio.' },
  'vendor.users.reset-password': {
    name: 'Restablecer contraseñas',
    description: 'Enviar a un usuario un correo para restablecer la contraseña.',
  },
  'vendor.documents.view': { name: 'Ver documentos', description: 'Ver los documentos del negocio.' },
  'vendor.documents.upload': { name: 'Subir documentos', description: 'Subir documentos nuevos.' },
  'vendor.documents.archive': { name: 'Archivar documentos', description: 'Archivar documentos.' },
  'vendor.documents.delete': { name: 'Eliminar documentos', description: 'Eliminar documentos definitivamente.' },
  'vendor.payment-methods.view': {
    name: 'Métodos de pago del vendedor',
    description: 'Ver y administrar las tarjetas guardadas del negocio.',
  },
};
