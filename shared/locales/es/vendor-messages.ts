/** shared/vendor-messages.ts in Spanish: the same keys and arguments, the words for a Spanish reader. */
import type { VENDOR_MSG as EN } from '../../vendor-messages.js';
import type { Localized } from '../localized.js';

export const VENDOR_MSG: Localized<typeof EN> = {
  // application page (spec 1 §2.7)
  applyHeading: 'Solicite unirse a nuestro mercado',
  alreadyRegisteredTitle: '¿Ya está registrado?',
  regulationsRequired: 'Debe aceptar el reglamento del mercado antes de enviar su solicitud.',
  submittedTitle: 'Solicitud de puesto enviada',
  submittedText:
    'Registro enviado. Revisaremos su solicitud y nos pondremos en contacto con usted sobre los próximos pasos.',
  confirmationHeading: '¡Gracias por su solicitud!',
  // application failures (spec 1 §8)
  vendorTypesFailed: 'No se pudieron obtener los tipos de vendedor',
  spaceTypesFailed: 'No se pudieron obtener los tipos de puesto',
  duplicatesFailed: 'No se pudo comprobar si hay duplicados',
  submitFailed: 'No se pudo enviar el registro',
  duplicateRefused: 'Parece que su negocio ya envió una solicitud. Si ya tiene una cuenta, inicie sesión en su lugar.',
  duplicateEmail: 'Ya existe un vendedor con este correo electrónico',
  duplicatePhone: 'Ya existe un vendedor con este número de teléfono',
  duplicateName: (name: string, similarity: number) =>
    `Ya existe un vendedor con un nombre parecido: ${name} (${similarity}% de similitud)`,
  emailTaken: 'Ya existe un vendedor con este correo electrónico',
  unknownVendorType: 'Elija un tipo de vendedor de la lista',
  unknownSpaceType: 'Elija un tipo de puesto preferido de los que se ofrecen para su tipo de vendedor',
  tooManyApplications: 'Demasiadas solicitudes desde su red. Vuelva a intentarlo en una hora.',
  // admin notifications
  newApplicationTitle: 'Nueva solicitud de vendedor',
  newApplicationText: (name: string, contactName: string) => `${name} (${contactName}) solicitó unirse al mercado.`,
  approvedTitle: 'Vendedor aprobado',
  approvedText: (name: string, by: string) => `${name} fue aprobado por ${by}.`,
  // admin vendor search (spec 1 §2.3, §8)
  searchPlaceholder: 'Buscar vendedores...',
  searchTooShort: 'Escriba al menos 3 caracteres para buscar',
  searchFailed: 'La búsqueda falló',
  noVendorsFound: 'No se encontraron vendedores',
  // admin review
  vendorsFailed: 'No se pudieron cargar los vendedores',
  vendorFailed: 'No se pudo cargar el vendedor',
  vendorNotFound: 'Vendedor no encontrado',
  statusFailed: 'No se pudo actualizar el estado del vendedor',
  statusConflict:
    'Otra persona acaba de cambiar el estado de este vendedor. Vuelva a cargar la página e inténtelo de nuevo.',
  statusUnchanged: (label: string) => `Este vendedor ya tiene el estado ${label}.`,
  statusDone: {
    APPROVED: 'Vendedor aprobado',
    HOLD: 'Vendedor puesto en espera',
    REJECTED: 'Vendedor rechazado',
    PENDING: 'Vendedor marcado como pendiente',
    ARCHIVED: 'Vendedor archivado',
  },
  welcomeSent: (email: string) =>
    `Se envió a ${email} un correo electrónico de bienvenida con un enlace para establecer una contraseña.`,
  auditEmpty: 'No se encontraron entradas en el registro de auditoría.',
  auditFailed: 'Error al cargar el registro de auditoría. Vuelva a intentarlo.',
  application: {
    nameRequired: 'El nombre del negocio es obligatorio',
    nameTooLong: 'El nombre del negocio debe tener como máximo 120 caracteres',
    contactNameRequired: 'El nombre de contacto es obligatorio',
    contactNameTooLong: 'El nombre de contacto debe tener como máximo 100 caracteres',
    emailRequired: 'El correo electrónico es obligatorio',
    emailTooLong: 'El correo electrónico debe tener como máximo 254 caracteres',
    emailInvalid: 'Ingrese un correo electrónico válido',
    phoneRequired: 'El teléfono es obligatorio',
    phoneInvalid: 'Ingrese un número de teléfono de EE. UU. de 10 dígitos',
    descriptionRequired: 'Cuéntenos sobre su negocio y lo que vende',
    descriptionTooLong: 'La descripción debe tener como máximo 2000 caracteres',
    websiteTooLong: 'El sitio web debe tener como máximo 300 caracteres',
    websiteInvalid: 'Ingrese una dirección de sitio web válida, p. ej., https://example.com',
    streetRequired: 'La dirección es obligatoria',
    streetTooLong: 'La dirección debe tener como máximo 200 caracteres',
    addressLine2TooLong: 'La línea 2 de la dirección debe tener como máximo 200 caracteres',
    cityRequired: 'La ciudad es obligatoria',
    cityTooLong: 'La ciudad debe tener como máximo 100 caracteres',
    stateRequired: 'Elija un estado de EE. UU.',
    zipRequired: 'El código ZIP es obligatorio',
    zipInvalid: 'Ingrese un código ZIP de 5 dígitos',
    vendorTypeRequired: 'Elija un tipo de vendedor',
    spaceTypeRequired: 'Elija un tipo de puesto preferido',
  },
  adminFields: {
    atMost: {
      100: 'Como máximo 100 caracteres',
      120: 'Como máximo 120 caracteres',
      200: 'Como máximo 200 caracteres',
      300: 'Como máximo 300 caracteres',
      2000: 'Como máximo 2000 caracteres',
    },
    statusInvalid: 'Elija un estado: APPROVED, HOLD, REJECTED, PENDING o ARCHIVED',
    searchTooLong: 'Busque como máximo 100 caracteres',
    overridePriceInvalid: 'El precio base especial debe ser un monto positivo',
    overrideRateInvalid: 'La tasa especial sobre ventas debe estar entre 0 y 100',
    autoRequestInvalid: 'La solicitud automática está activada o desactivada',
    autoPaymentInvalid: 'El pago automático está activado o desactivado',
    reloadAndSave: 'Vuelva a cargar el vendedor y guarde de nuevo',
  },
};
