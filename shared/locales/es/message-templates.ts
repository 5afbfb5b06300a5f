/**
 * The Spanish wording of every message the product sends (shared/message-templates.ts): the default a recipient who
 * reads Spanish gets while no admin has edited the template's Spanish. Same placeholders as the English; the values
 * that fill them (dates, money) are written in Spanish by the sending code.
 */
import type { SpanishTemplates } from '../../message-templates.js';
import { MSG } from '../../messages.js';

const MARKET_HOURS = 'domingos de 9:00 a. m. a 1:00 p. m.';

export const ES_MESSAGE_TEMPLATES: SpanishTemplates = {
  password_reset: {
    name: 'Restablecer la contraseña',
    subject: `Restablezca su contraseña de ${MSG.productName}`,
    text: [
      'Hola, {{username}}:',
      '',
      `Recibimos una solicitud para restablecer su contraseña de ${MSG.productName}. Abra este enlace para elegir una nueva:`,
      '',
      '{{link}}',
      '',
      'El enlace vence en 1 hora y solo se puede usar una vez.',
      'Si usted no pidió una contraseña nueva, ignore este mensaje; su contraseña sigue siendo la misma.',
    ].join('\n'),
    html: [
      '<p>Hola, {{username}}:</p>',
      `<p>Recibimos una solicitud para restablecer su contraseña de ${MSG.productName}. Abra este enlace para elegir una nueva:</p>`,
      '<p><a href="{{link}}">Restablecer mi contraseña</a></p>',
      '<p>El enlace vence en 1 hora y solo se puede usar una vez.</p>',
      '<p>Si usted no pidió una contraseña nueva, ignore este mensaje; su contraseña sigue siendo la misma.</p>',
    ].join('\n'),
    sms: `${MSG.productName}: restablezca su contraseña en {{link}} (vence en 1 hora). Si no lo pidió, ignore este mensaje.`,
  },

  sign_in_changed: {
    name: 'Cambio en el inicio de sesión',
    subject: `Se cambiaron sus datos de inicio de sesión de ${MSG.productName}`,
    text: [
      'Hola, {{username}}:',
      '',
      `{{changedBy}} cambió un dato con el que usted inicia sesión en ${MSG.productName}: {{change}}.`,
      '',
      'Si esperaba este cambio, no tiene que hacer nada.',
      'Si no, comuníquese de inmediato con la oficina del mercado: otra persona podría estar intentando usar su cuenta.',
    ].join('\n'),
    html: [
      '<p>Hola, {{username}}:</p>',
      `<p>{{changedBy}} cambió un dato con el que usted inicia sesión en ${MSG.productName}: {{change}}.</p>`,
      '<p>Si esperaba este cambio, no tiene que hacer nada.</p>',
      '<p>Si no, comuníquese de inmediato con la oficina del mercado: otra persona podría estar intentando usar su cuenta.</p>',
    ].join('\n'),
    sms: `${MSG.productName}: {{changedBy}} cambió un dato con el que usted inicia sesión: {{change}}. ¿No lo esperaba? Comuníquese con la oficina del mercado.`,
  },

  vendor_welcome: {
    name: 'Vendedor aprobado: bienvenida',
    subject: `Le damos la bienvenida a ${MSG.productName}, {{vendorName}}`,
    text: [
      'Hola, {{contactName}}:',
      '',
      'Su solicitud de vendedor fue aprobada. ¡Le damos la bienvenida al mercado!',
      '',
      'Elija su contraseña con este enlace y luego inicie sesión para solicitar puestos en las próximas fechas de mercado:',
      '',
      '{{link}}',
      '',
      `Horario del mercado: ${MARKET_HOURS}.`,
    ].join('\n'),
    html: [
      '<p>Hola, {{contactName}}:</p>',
      '<p>Su solicitud de vendedor fue aprobada. ¡Le damos la bienvenida al mercado!</p>',
      '<p>Elija su contraseña con este enlace y luego inicie sesión para solicitar puestos en las próximas fechas de mercado:</p>',
      '<p><a href="{{link}}">Elegir mi contraseña</a></p>',
      `<p>Horario del mercado: ${MARKET_HOURS}.</p>`,
    ].join('\n'),
    sms: `${MSG.productName}: ¡aprobamos a {{vendorName}}! Elija su contraseña en {{link}}`,
  },

  vendor_user_invite: {
    name: 'Agregado como usuario de un vendedor',
    subject: `Se le agregó a {{vendorName}} en ${MSG.productName}`,
    text: [
      'Hola, {{username}}:',
      '',
      `Se le agregó como usuario de {{vendorName}} en ${MSG.productName}, el sitio de vendedores del mercado.`,
      '',
      'Elija su contraseña con este enlace y luego inicie sesión:',
      '',
      '{{link}}',
      '',
      'El enlace funciona una sola vez y vence en 7 días.',
    ].join('\n'),
    html: [
      '<p>Hola, {{username}}:</p>',
      `<p>Se le agregó como usuario de {{vendorName}} en ${MSG.productName}, el sitio de vendedores del mercado.</p>`,
      '<p>Elija su contraseña con este enlace y luego inicie sesión:</p>',
      '<p><a href="{{link}}">Elegir mi contraseña</a></p>',
      '<p>El enlace funciona una sola vez y vence en 7 días.</p>',
    ].join('\n'),
    sms: `${MSG.productName}: se le agregó a {{vendorName}}. Elija su contraseña en {{link}}`,
  },

  space_assignment_published: {
    name: 'Asignación de puesto publicada',
    subject: 'Su puesto para el {{marketDate}}: {{spaceLabel}}',
    text: [
      'Hola, {{vendorName}}:',
      '',
      'Se publicó el plano del mercado del {{marketDate}}. Su puesto es el {{spaceLabel}}.',
      '',
      'Vea sus fechas de mercado y cualquier saldo pendiente:',
      '',
      '{{link}}',
      '',
      `Horario del mercado: ${MARKET_HOURS}.`,
    ].join('\n'),
    html: [
      '<p>Hola, {{vendorName}}:</p>',
      '<p>Se publicó el plano del mercado del {{marketDate}}. Su puesto es el <strong>{{spaceLabel}}</strong>.</p>',
      '<p><a href="{{link}}">Ver sus fechas de mercado y cualquier saldo pendiente</a></p>',
      `<p>Horario del mercado: ${MARKET_HOURS}.</p>`,
    ].join('\n'),
    sms: `${MSG.productName}: su puesto para el {{marketDate}} es el {{spaceLabel}}. Detalles: {{link}}`,
  },

  request_reminder: {
    name: 'Recordatorio de solicitud de puesto',
    subject: '¿Contamos con usted el {{marketDate}}?',
    text: [
      'Hola, {{vendorName}}:',
      '',
      'Todavía no hemos recibido su solicitud de puesto para el mercado del {{marketDate}}.',
      'Si piensa vender ese día, solicite su puesto (u omita la fecha) aquí:',
      '',
      '{{link}}',
      '',
      `Horario del mercado: ${MARKET_HOURS}.`,
    ].join('\n'),
    html: [
      '<p>Hola, {{vendorName}}:</p>',
      '<p>Todavía no hemos recibido su solicitud de puesto para el mercado del {{marketDate}}.</p>',
      '<p><a href="{{link}}">Solicitar su puesto (u omitir la fecha)</a></p>',
      `<p>Horario del mercado: ${MARKET_HOURS}.</p>`,
    ].join('\n'),
    sms: `${MSG.productName}: todavía no hay solicitud de puesto de {{vendorName}} para el {{marketDate}}. Solicite u omita: {{link}}`,
  },

  admin_welcome: {
    name: 'Nuevo administrador: elegir una contraseña',
    subject: `Usted es administrador de ${MSG.productName}`,
    text: [
      'Hola, {{username}}:',
      '',
      `Se creó para usted una cuenta de administrador de ${MSG.productName}.`,
      'Elija su contraseña con este enlace y luego inicie sesión para administrar el mercado:',
      '',
      '{{link}}',
      '',
      'El enlace funciona una sola vez, durante 7 días. Si ya venció, pida uno nuevo con "¿Olvidó su contraseña?" en la página de inicio de sesión.',
    ].join('\n'),
    html: [
      '<p>Hola, {{username}}:</p>',
      `<p>Se creó para usted una cuenta de administrador de ${MSG.productName}.</p>`,
      '<p>Elija su contraseña con este enlace y luego inicie sesión para administrar el mercado:</p>',
      '<p><a href="{{link}}">Elegir mi contraseña</a></p>',
      '<p>El enlace funciona una sola vez, durante 7 días. Si ya venció, pida uno nuevo con "¿Olvidó su contraseña?" en la página de inicio de sesión.</p>',
    ].join('\n'),
    sms: `${MSG.productName}: ahora usted es administrador. Elija su contraseña en {{link}}`,
  },

  staff_welcome: {
    name: 'Nuevo personal del mercado: elegir una contraseña',
    subject: `Usted es personal del mercado de ${MSG.productName}`,
    text: [
      'Hola, {{username}}:',
      '',
      `Se creó para usted una cuenta de personal del mercado de ${MSG.productName}: registra la llegada de los vendedores el día de mercado.`,
      'Elija su contraseña con este enlace y luego inicie sesión para abrir el Día de mercado:',
      '',
      '{{link}}',
      '',
      'El enlace funciona una sola vez, durante 7 días. Si ya venció, pida uno nuevo con "¿Olvidó su contraseña?" en la página de inicio de sesión.',
    ].join('\n'),
    html: [
      '<p>Hola, {{username}}:</p>',
      `<p>Se creó para usted una cuenta de personal del mercado de ${MSG.productName}: registra la llegada de los vendedores el día de mercado.</p>`,
      '<p>Elija su contraseña con este enlace y luego inicie sesión para abrir el Día de mercado:</p>',
      '<p><a href="{{link}}">Elegir mi contraseña</a></p>',
      '<p>El enlace funciona una sola vez, durante 7 días. Si ya venció, pida uno nuevo con "¿Olvidó su contraseña?" en la página de inicio de sesión.</p>',
    ].join('\n'),
    sms: `${MSG.productName}: ahora usted es personal del mercado. Elija su contraseña en {{link}}`,
  },

  auto_request_blocked: {
    name: 'Solicitud automática no realizada',
    subject: 'No pudimos solicitar su puesto para el {{marketDate}}',
    text: [
      'Hola, {{vendorName}}:',
      '',
      'La solicitud automática está activada para su negocio, pero no pudimos solicitar su puesto para el mercado del {{marketDate}}:',
      '{{reason}}',
      '',
      'Vea sus fechas de mercado aquí:',
      '{{link}}',
    ].join('\n'),
    html: [
      '<p>Hola, {{vendorName}}:</p>',
      '<p>La solicitud automática está activada para su negocio, pero no pudimos solicitar su puesto para el mercado del {{marketDate}}:</p>',
      '<p>{{reason}}</p>',
      '<p><a href="{{link}}">Ver sus fechas de mercado</a></p>',
    ].join('\n'),
    sms: `${MSG.productName}: no pudimos solicitar automáticamente su puesto para el {{marketDate}}: {{reason}} {{link}}`,
  },

  payment_receipt: {
    name: 'Recibo de pago',
    subject: 'Recibo: pago de {{amount}} para el {{marketDate}}',
    text: [
      'Hola, {{vendorName}}:',
      '',
      'Gracias. Cobramos {{amount}} a su {{card}} por su puesto en el mercado del {{marketDate}}.',
      'Número de confirmación: {{confirmation}}',
      '',
      'Su historial de pagos:',
      '{{link}}',
    ].join('\n'),
    html: [
      '<p>Hola, {{vendorName}}:</p>',
      '<p>Gracias. Cobramos <strong>{{amount}}</strong> a su {{card}} por su puesto en el mercado del {{marketDate}}.</p>',
      '<p>Número de confirmación: {{confirmation}}</p>',
      '<p><a href="{{link}}">Su historial de pagos</a></p>',
    ].join('\n'),
    sms: `${MSG.productName}: se cobraron {{amount}} a su {{card}} por el {{marketDate}}. Confirmación {{confirmation}}.`,
  },

  auto_payment_declined: {
    name: 'Pago automático rechazado',
    subject: 'Su tarjeta fue rechazada para el {{marketDate}}',
    text: [
      'Hola, {{vendorName}}:',
      '',
      'Intentamos cobrar {{amount}} a su {{card}} por su puesto en el mercado del {{marketDate}}, pero la tarjeta fue rechazada:',
      '{{reason}}',
      '',
      'El saldo sigue pendiente. Páguelo aquí:',
      '{{link}}',
    ].join('\n'),
    html: [
      '<p>Hola, {{vendorName}}:</p>',
      '<p>Intentamos cobrar <strong>{{amount}}</strong> a su {{card}} por su puesto en el mercado del {{marketDate}}, pero la tarjeta fue rechazada:</p>',
      '<p>{{reason}}</p>',
      '<p>El saldo sigue pendiente. <a href="{{link}}">Páguelo aquí</a></p>',
    ].join('\n'),
    sms: `${MSG.productName}: su tarjeta fue rechazada por {{amount}} ({{marketDate}}). Pague aquí: {{link}}`,
  },

  late_payment_fee: {
    name: 'Tarifa por pago tardío',
    subject: 'Se agregó una tarifa por pago tardío para el {{marketDate}}',
    text: [
      'Hola, {{vendorName}}:',
      '',
      'Su saldo del mercado del {{marketDate}} está vencido, por lo que se agregó una tarifa por pago tardío de {{fee}}.',
      'Saldo pendiente ahora: {{balance}}',
      '',
      'Páguelo aquí:',
      '{{link}}',
    ].join('\n'),
    html: [
      '<p>Hola, {{vendorName}}:</p>',
      '<p>Su saldo del mercado del {{marketDate}} está vencido, por lo que se agregó una tarifa por pago tardío de {{fee}}.</p>',
      '<p>Saldo pendiente ahora: <strong>{{balance}}</strong></p>',
      '<p><a href="{{link}}">Páguelo aquí</a></p>',
    ].join('\n'),
    sms: `${MSG.productName}: se agregó una tarifa por pago tardío de {{fee}} para el {{marketDate}}. Saldo pendiente {{balance}}: {{link}}`,
  },

  document_expiring: {
    name: 'Documento por vencer',
    subject: 'Su {{documentName}} vence {{when}}',
    text: [
      'Hola, {{vendorName}}:',
      '',
      'Su {{documentName}} vence {{when}} ({{expirationDate}}).',
      'Suba uno vigente para poder seguir vendiendo en el mercado:',
      '',
      '{{link}}',
    ].join('\n'),
    html: [
      '<p>Hola, {{vendorName}}:</p>',
      '<p>Su {{documentName}} vence {{when}} ({{expirationDate}}).</p>',
      '<p><a href="{{link}}">Suba uno vigente</a> para poder seguir vendiendo en el mercado.</p>',
    ].join('\n'),
    sms: `${MSG.productName}: su {{documentName}} vence {{when}} ({{expirationDate}}). Suba uno nuevo: {{link}}`,
  },

  payment_reminder: {
    name: 'Recordatorio de pago',
    subject: 'Pago pendiente del mercado del {{marketDate}}',
    text: [
      'Hola, {{vendorName}}:',
      '',
      'Su puesto en el mercado del {{marketDate}} tiene un saldo de {{amount}}.',
      'Puede pagarlo en línea aquí:',
      '',
      '{{link}}',
      '',
      `Horario del mercado: ${MARKET_HOURS}.`,
    ].join('\n'),
    html: [
      '<p>Hola, {{vendorName}}:</p>',
      '<p>Su puesto en el mercado del {{marketDate}} tiene un saldo de {{amount}}.</p>',
      '<p><a href="{{link}}">Pagar en línea</a></p>',
      `<p>Horario del mercado: ${MARKET_HOURS}.</p>`,
    ].join('\n'),
    sms: `${MSG.productName}: {{vendorName}}, su saldo del {{marketDate}} es de {{amount}}. Pague: {{link}}`,
  },

  bulk_message: {
    name: 'Mensaje masivo',
    subject: '{{subject}}',
    text: [
      '{{body}}',
      '',
      '--',
      'Recibe este mensaje como vendedor del mercado. Elija qué mensajes recibe: {{settingsLink}}',
    ].join('\n'),
    html: [
      '<div style="white-space: pre-line">{{body}}</div>',
      '<hr>',
      '<p style="color: #52606d; font-size: 13px">Recibe este mensaje como vendedor del mercado. <a href="{{settingsLink}}">Elija qué mensajes recibe</a>.</p>',
    ].join('\n'),
    sms: `${MSG.productName}: {{body}}`,
  },

  waitlist_offer: {
    name: 'Lista de espera: se ofrece un puesto',
    subject: 'Hay un puesto libre para el {{marketDate}}: {{spaceLabel}}',
    text: [
      'Hola, {{vendorName}}:',
      '',
      'Se liberó un puesto para el mercado del {{marketDate}} y es su turno en la lista de espera.',
      'El puesto {{spaceLabel}} es suyo si lo acepta a más tardar el {{deadline}}. Acéptelo o rechácelo aquí:',
      '',
      '{{link}}',
      '',
      'Si no responde para entonces, el puesto se ofrecerá al siguiente vendedor de la lista de espera.',
    ].join('\n'),
    html: [
      '<p>Hola, {{vendorName}}:</p>',
      '<p>Se liberó un puesto para el mercado del {{marketDate}} y es su turno en la lista de espera.</p>',
      '<p>El puesto <strong>{{spaceLabel}}</strong> es suyo si lo acepta a más tardar el {{deadline}}.</p>',
      '<p><a href="{{link}}">Aceptar o rechazar el puesto</a></p>',
      '<p>Si no responde para entonces, el puesto se ofrecerá al siguiente vendedor de la lista de espera.</p>',
    ].join('\n'),
    sms: `${MSG.productName}: el puesto {{spaceLabel}} está libre para el {{marketDate}}. Acéptelo a más tardar el {{deadline}}: {{link}}`,
  },
};
