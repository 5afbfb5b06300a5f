/** shared/people-messages.ts in Spanish: the same keys and arguments, the words for a Spanish reader. */
import type { PEOPLE_MSG as EN } from '../../people-messages.js';
import type { Localized } from '../localized.js';

export const PEOPLE_MSG: Localized<typeof EN> = {
  accessDenied: 'Acceso denegado',
  noUsersPermission: 'No tiene permiso para ver los usuarios.',
  noProfilePermission: 'No tiene permiso para ver el perfil del vendedor.',
  noVendor: 'Su cuenta no está vinculada a un vendedor.',
  // vendor user form (spec 3 §5)
  usernameRequired: 'El nombre es obligatorio',
  invalidEmail: 'Correo electrónico no válido',
  phoneTooShort: 'El número de teléfono debe tener al menos 10 dígitos',
  // employees (spec 3 §8)
  createFailed: 'No se pudo crear el usuario del vendedor',
  created: 'Usuario del vendedor creado correctamente',
  updateFailed: 'No se pudo actualizar el usuario',
  updated: 'Usuario actualizado correctamente',
  resetFailed: 'No se pudo restablecer la contraseña',
  resetSentTitle: 'Restablecimiento de contraseña',
  resetSent: 'Se envió el correo electrónico para restablecer la contraseña',
  permissionsFailed: 'No se pudieron obtener los permisos',
  permissionsError: (message: string) => `Error al cargar los permisos: ${message}`,
  noPermissions: 'No hay permisos disponibles',
  loadUsersFailed: 'No se pudieron cargar los usuarios.',
  noUsers: 'Aún no hay usuarios.',
  // rules the server holds (beyond the spec, which does not show enforcement)
  cannotGrant: (codes: readonly string[]) => `No puede otorgar un permiso que usted no tiene: ${codes.join(', ')}`,
  primaryProtected: 'El usuario principal del vendedor no se puede desactivar ni perder permisos.',
  notYourself: 'No puede desactivar su propia cuenta.',
  primarySignInProtected:
    'Solo el usuario principal del vendedor o un administrador del mercado puede cambiar el correo electrónico, el teléfono, la contraseña o el estado activo del usuario principal.',
  signInBeyondYours: (codes: readonly string[]) =>
    `Solo puede cambiar el correo electrónico, el teléfono, la contraseña o el estado activo de otro usuario si tiene todos los permisos que ese usuario tiene. Usted no tiene: ${codes.join(', ')}`,
  inactiveReset: 'Este usuario está inactivo. Active al usuario antes de enviar un restablecimiento de contraseña.',
  // business details and settings (spec 3 §2, §8)
  settingUpdatedTitle: 'Configuración actualizada',
  settingFailed: 'No se pudo actualizar la configuración',
  vendorUpdatedTitle: 'Actualizado',
  vendorUpdated: 'La información del vendedor se actualizó correctamente',
  vendorChanged: 'Otra persona acaba de cambiar este vendedor. Vuelva a cargar la página e inténtelo de nuevo.',
  vendorEmailTaken: 'Otro vendedor ya usa este correo electrónico',
  nameAdminOnly: 'Solo un administrador puede cambiar el nombre del vendedor.',
  autoPaymentUnavailable: 'El pago automático no está disponible para este tipo de vendedor.',
  loadVendorFailed: 'No se pudieron cargar los datos del vendedor.',
  // profile settings (spec 3 §2, §8)
  profileUpdatedTitle: 'Perfil actualizado',
  profileUpdated: 'Su perfil se ha guardado.',
  profileFailedTitle: 'No se pudo actualizar',
  emptyResponse: 'Respuesta vacía del servidor',
  businessFields: {
    nameRequired: 'El nombre del negocio es obligatorio',
    nameTooLong: 'El nombre del negocio debe tener como máximo 120 caracteres',
    websiteTooLong: 'El sitio web debe tener como máximo 300 caracteres',
    websiteInvalid: 'Ingrese una dirección de sitio web válida',
    addressRequired: 'La dirección es obligatoria',
    addressTooLong: 'La dirección debe tener como máximo 200 caracteres',
    addressLine2TooLong: 'La línea 2 de la dirección debe tener como máximo 200 caracteres',
    cityRequired: 'La ciudad es obligatoria',
    cityTooLong: 'La ciudad debe tener como máximo 100 caracteres',
    stateRequired: 'Elija un estado',
    zipInvalid: 'Ingrese un código ZIP de 5 dígitos',
  },
};
