/** shared/vendor-edit-messages.ts in Spanish: the same keys and arguments, the words for a Spanish reader. */
import type { VENDOR_EDIT_MSG as EN } from '../../vendor-edit-messages.js';
import type { Localized } from '../localized.js';

export const VENDOR_EDIT_MSG: Localized<typeof EN> = {
  editTitle: 'Editar vendedor',
  createTitle: 'Nuevo vendedor',
  saved: 'Vendedor actualizado',
  savedText: (name: string) => `${name} se guardó.`,
  created: 'Vendedor creado',
  createdText: (name: string) => `${name} se agregó al mercado.`,
  createdWithUser: (email: string) => `Se envió a ${email} un enlace para establecer una contraseña.`,
  saveFailed: 'No se pudo actualizar el vendedor',
  createFailed: 'No se pudo crear el vendedor',
  changedMeanwhile:
    'Otra persona cambió este vendedor mientras usted lo editaba. Vuelva a cargar la página para ver sus cambios y luego vuelva a hacer los suyos.',
  emailTaken: 'Ya existe un vendedor con este correo electrónico',
  phoneTaken: 'Ya existe un vendedor con este número de teléfono',
  unknownVendorType: 'Elija un tipo de vendedor de la lista',
  unknownSpaceType: 'Elija un tipo de puesto predeterminado de la lista',
  unknownArea: 'Elija un área predeterminada de la lista',
  nothingChanged: 'No hay nada que guardar: no se cambió ningún campo.',
  userEmailTaken: (email: string) =>
    `Se creó el vendedor, pero no se creó ningún usuario: ya existe un usuario con ${email}.`,
};
