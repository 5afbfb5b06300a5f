/** shared/profile-messages.ts in Spanish: the same keys, arguments and helper, the words for a Spanish reader. */
import type { PROFILE_MSG as EN } from '../../profile-messages.js';
import type { Localized } from '../localized.js';
import { IMAGE_MAX_COUNT, type ImageType } from '../../profile-rules.js';
import { countOf } from '../../plural.js';

/** "2 booth photos": the photos' kind as Spanish names it after "fotos". */
const PHOTO_KIND: Record<string, string> = { logo: 'de logotipo', booth: 'del puesto', product: 'de productos' };

export const PROFILE_MSG: Localized<typeof EN> = {
  // profile edit (spec 3 §2)
  accessDenied: 'Acceso denegado',
  noPermission: 'No tiene permiso para ver el perfil del vendedor.',
  noEditPermission: 'No tiene permiso para editar el perfil del vendedor.',
  noVendor: 'Su cuenta no está vinculada a un vendedor.',
  loadFailed: 'No se pudo cargar el perfil del vendedor.',
  profileSaved: 'Su perfil público se ha guardado.',
  publicNotice: 'Todo el contenido de su perfil es público y puede ser revisado por los administradores del mercado.',
  saving: 'Guardando...',
  profileUpdatedTitle: 'Perfil actualizado',
  updateFailedTitle: 'No se pudo actualizar',
  emptyResponse: 'Respuesta vacía del servidor',
  profileUpdateFailed: 'No se pudo actualizar el perfil. Vuelva a intentarlo.',
  // images (spec 3 §2, §5, §8)
  pendingApproval: 'Pendiente de aprobación',
  invalidFileTitle: 'Archivo no válido',
  notAnImage: 'Suba un archivo de imagen.',
  fileTooLargeTitle: 'Archivo demasiado grande',
  imageTooLarge: 'Suba una imagen de menos de 5MB.',
  oneLogo: 'Solo puede tener un logotipo. Elimine primero el logotipo existente.',
  tooManyPhotos: (max: number, type: string) =>
    `Solo puede tener ${max} fotos ${PHOTO_KIND[type] ?? type}. Elimine primero algunas de las fotos existentes.`,
  uploadFailed: 'No se pudo subir la imagen',
  deleteImageFailed: 'No se pudo eliminar la imagen',
  imageUploadedTitle: 'Imagen subida',
  imageUploadedText: 'Su imagen se subió y está pendiente de aprobación.',
  imageDeletedTitle: 'Imagen eliminada',
  imageDeletedText: 'La imagen se ha eliminado.',
  deleteImageConfirm: '¿Está seguro de que desea eliminar esta imagen?',
  tooManyTitle: 'Demasiadas imágenes',
  imagesLoadFailed: 'No se pudieron cargar las imágenes.',
  noImages: 'Aún no hay imágenes.',
  uploadNotFound: 'No se encontró el archivo subido. Vuelva a subirlo.',
  imageNotFound: 'Imagen no encontrada',
  emailTaken: 'Ya existe un vendedor con este correo electrónico',
  changedMeanwhile: 'Su perfil acaba de cambiarse en otro lugar. Vuelva a cargar la página e inténtelo de nuevo.',
  // products (spec 3 §2, §8)
  deleteProductConfirm: '¿Está seguro de que desea eliminar este producto?',
  saveProductFailed: 'No se pudo guardar el producto. Vuelva a intentarlo.',
  productAddedTitle: 'Producto agregado',
  productUpdatedTitle: 'Producto actualizado',
  productPendingText: 'Su producto está pendiente de aprobación.',
  productDeletedTitle: 'Producto eliminado',
  productDeletedText: 'El producto se ha eliminado.',
  deleteProductFailed: 'No se pudo eliminar el producto',
  productsLoadFailed: 'No se pudieron cargar los productos.',
  noProducts: 'Aún no hay productos. Agregue el primero.',
  productNameRequired: 'El nombre del producto es obligatorio',
  unknownCategory: 'Elija una categoría de la lista',
  unknownCertification: 'Elija certificaciones de la lista',
  invalidMonth: 'Elija un mes de enero a diciembre',
  productNotFound: 'Producto no encontrado',
  productImageNotFound: 'Elija una de las fotos de sus productos',
  // preview and publish (spec 3 §2, §8)
  pendingBanner:
    'Parte de su contenido está pendiente de aprobación por los administradores del mercado. Solo el contenido aprobado será visible para el público.',
  publish: 'Publicar perfil',
  unpublish: 'Dejar de publicar el perfil',
  publishFailed: 'No se pudo publicar el perfil. Vuelva a intentarlo.',
  unpublishFailed: 'No se pudo dejar de publicar el perfil',
  publishedTitle: 'Perfil publicado',
  unpublishedTitle: 'Perfil no publicado',
  publishedText: 'Su perfil ahora es visible para el público.',
  unpublishedText: 'Su perfil ya no es visible para el público.',
  // public vendor page (spec 3 §2)
  vendorNotFound: 'Vendedor no encontrado',
  vendorNotFoundText: 'Este vendedor no existe o no tiene un perfil público.',
  viewMap: 'Ver el mapa del mercado',
  backToMap: 'Volver al mapa del mercado',
  yearsAtMarket: (n: number) => `${countOf(n, 'año', 'años')} en el mercado`,
  contactAndSocial: 'Contacto y redes sociales',
  etsyShop: 'Tienda de Etsy',
  ourStory: 'Nuestra historia',
  ourBooth: 'Nuestro puesto en el mercado',
  ourProducts: 'Nuestros productos',
  available: (start: string, end: string) => `Disponible: ${start} - ${end}`,
  // admin content review
  reviewHeading: 'Contenido pendiente de aprobación',
  reviewEmpty: 'No hay contenido pendiente de aprobación.',
  reviewLoadFailed: 'No se pudo cargar el contenido pendiente de aprobación.',
  approved: 'Contenido aprobado',
  rejected: 'Contenido rechazado',
  contentNotFound: 'No se encontró este contenido. Es posible que se haya eliminado.',
  approveFailed: 'No se pudo aprobar el contenido',
  rejectFailed: 'No se pudo rechazar el contenido',
  bulkDone: (action: 'approve' | 'reject', succeeded: number, failed: number) =>
    `${succeeded} ${action === 'approve' ? 'aprobado' : 'rechazado'}${succeeded === 1 ? '' : 's'}${failed ? `, ${failed} con error` : ''}.`,
  fieldChecks: {
    useAtMost: {
      100: 'Use como máximo 100 caracteres',
      200: 'Use como máximo 200 caracteres',
      500: 'Use como máximo 500 caracteres',
      2000: 'Use como máximo 2000 caracteres',
      5000: 'Use como máximo 5000 caracteres',
    },
    yearsWhole: 'Los años en el mercado deben ser un número entero',
    yearsNegative: 'Los años en el mercado no pueden ser negativos',
    yearsTooMany: 'Los años en el mercado deben ser como máximo 200',
    emailInvalid: 'Correo electrónico no válido',
    phoneTooShort: 'El número de teléfono debe tener al menos 10 dígitos',
    imageTypeInvalid: 'Elija un tipo de imagen: logotipo, puesto o producto',
    reviewActionInvalid: 'Elija aprobar o rechazar',
    reviewNothingSelected: 'Seleccione al menos una imagen o un producto',
  },
};

/** The spec's per-type count message (spec 3 §5), in Spanish. */
export function imageLimitMessage(type: ImageType): string {
  return type === 'logo' ? PROFILE_MSG.oneLogo : PROFILE_MSG.tooManyPhotos(IMAGE_MAX_COUNT[type], type);
}
