/** shared/admin-users-messages.ts in Spanish: the same keys and arguments, the words for a Spanish reader. */
import type { ADMIN_USERS_MSG as EN } from '../../admin-users-messages.js';
import type { Localized } from '../localized.js';

export const ADMIN_USERS_MSG: Localized<typeof EN> = {
  title: 'Usuarios administradores',
  intro:
    'Las personas que administran el mercado. Un nuevo administrador recibe un correo electrónico con un enlace para establecer una contraseña.',
  loadFailed: 'No se pudieron cargar los usuarios administradores',
  empty: 'No se encontraron usuarios administradores',
  noMatch: 'Ningún usuario administrador coincide con su búsqueda',
  create: 'Nuevo administrador',
  created: 'Usuario administrador creado',
  createdText: (email: string) => `Se envió a ${email} un enlace para establecer una contraseña.`,
  createFailed: 'No se pudo crear el usuario administrador',
  updated: 'Usuario actualizado correctamente',
  updateFailed: 'No se pudo actualizar el usuario',
  deactivated: 'Administrador desactivado',
  deactivatedText: (name: string) => `${name} ya no puede iniciar sesión.`,
  reactivated: 'Administrador reactivado',
  reactivatedText: (name: string) => `${name} puede volver a iniciar sesión.`,
  resetSent: 'Restablecimiento de contraseña',
  resetSentText: 'Se envió el correo electrónico para restablecer la contraseña',
  resetFailed: 'No se pudo restablecer la contraseña',
  resetInactive: 'Un usuario desactivado no puede restablecer una contraseña. Reactive primero al usuario.',
  cannotDeactivateSelf: 'No puede desactivar su propia cuenta.',
  userNotFound: 'Usuario no encontrado',
  emailTaken: 'Ya existe una cuenta con este correo electrónico',
  phoneTaken: 'Ya existe una cuenta con este número de teléfono',
};
