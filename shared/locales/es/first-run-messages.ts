/** shared/first-run-messages.ts in Spanish: the same keys and arguments, the words for a Spanish reader. */
import type { FIRST_RUN_MSG as EN } from '../../first-run-messages.js';
import type { Localized } from '../localized.js';

export const FIRST_RUN_MSG: Localized<typeof EN> = {
  pageTitle: 'Configurar MarketDay',
  intro:
    'Con unos pocos pasos su primer mercado estará listo para recibir solicitudes. Puede omitir cualquiera de ellos y terminarlo más tarde en las pantallas de administración.',
  skip: 'Omitir por ahora',
  saveAndContinue: 'Guardar y continuar',
  saveAndAddAnother: 'Guardar y agregar otro',
  back: 'Volver',
  loadFailed: 'No se pudo cargar lo que está configurado hasta ahora. Vuelva a intentarlo.',

  // the dashboard's reminder
  bannerTitle: 'Termine la configuración',
  bannerText: 'Su organización aún no tiene ningún mercado. La configuración lo guía para crear el primero.',
  bannerAction: 'Continuar la configuración',

  // steps
  organisationStep: 'Organización',
  organisationHelp:
    'El nombre y el logotipo de su organización, y cómo se comunican con usted los vendedores y los compradores.',
  marketStep: 'Primer mercado',
  marketHelp: 'Dónde y cuándo funciona su mercado, y hasta cuándo pueden los vendedores cancelar una fecha.',
  seasonLegend: 'Temporada',
  seasonHelp:
    'Las fechas de mercado de cada día de mercado desde la primera fecha hasta la última (puede agregar más después).',
  seasonFrom: 'Primera fecha de mercado',
  seasonTo: 'Última fecha de mercado',
  marketReady: (name: string, hours: string) => `${name} está configurado: ${hours}.`,
  catalogStep: 'Vendedores y puestos',
  catalogHelp: 'Los tipos de vendedores que acepta, los tipos de puesto que alquila y sus precios.',
  vendorTypeLegend: 'Agregar un tipo de vendedor',
  spaceTypeLegend: 'Agregar un tipo de puesto',
  vendorTypesSoFar: 'Tipos de vendedor',
  spaceTypesSoFar: 'Tipos de puesto',
  noneYet: 'Ninguno todavía',
  documentsStep: 'Documentos',
  documentsHelp: 'Qué documentos deben tener registrados los vendedores antes de poder vender.',
  documentTypeLegend: 'Agregar un tipo de documento',
  paymentsStep: 'Pagos',
  paymentsHelp:
    'Los pagos con tarjeta se reciben en línea. Escriba cómo pagan los vendedores por Zelle, o en efectivo o con cheque, para ofrecer también esas opciones; déjelos vacíos para no ofrecerlas.',
  readyStep: 'Listo',
  readyTitle: 'Su mercado está listo para recibir solicitudes',
  readyNoMarket:
    'Agregue un mercado para recibir solicitudes: la configuración termina cuando existe su primer mercado.',
  saved: 'Guardado',
  skipped: 'Omitido',
  finishLater: (screen: string) => `Terminar en ${screen}`,
  openApplication: 'Abrir la página de solicitud',
  goToDashboard: 'Ir al panel',
  nothingToSave: 'No se ingresó nada: omita el paso o complételo',
};
