/**
 * shared/schemas/settings.ts's words in Spanish: each system setting's label and description (as the System
 * Settings screen says them). The definitions' schemas and defaults stay in the English module.
 */
import type { SETTING_DEFINITIONS } from '../../schemas/settings.js';

type SettingText = { readonly [K in keyof typeof SETTING_DEFINITIONS]: { label: string; description: string } };

export const SETTING_TEXT: SettingText = {
  round_cents: {
    label: 'Redondear tarifas basadas en ventas',
    description: 'Redondear las tarifas basadas en ventas a centavos enteros',
  },
  enable_public_profiles: {
    label: 'Perfiles públicos de vendedores',
    description: 'Mostrar los perfiles publicados de vendedores en el mapa público del mercado',
  },
  market_time_zone: {
    label: 'Zona horaria del mercado',
    description: 'Zona horaria para hoy, las fechas pasadas y las fechas límite',
  },
  late_cancellation_fee_cents: {
    label: 'Tarifa por cancelación tardía',
    description: 'Tarifa por cancelar después de la fecha límite del martes',
  },
  late_payment_fee_cents: {
    label: 'Recargo por pago atrasado',
    description: 'Tarifa que se agrega una vez a un saldo no pagado después del período de gracia',
  },
  no_show_fee_cents: {
    label: 'Tarifa por no presentarse',
    description:
      'Tarifa que se agrega una vez a la solicitud de un vendedor marcado como no presentado el día de mercado (0: sin tarifa)',
  },
  late_payment_grace_days: {
    label: 'Período de gracia para pago tardío (días)',
    description: 'Días después de una fecha de mercado antes de que un saldo esté vencido',
  },
  map_password: {
    label: 'Contraseña del mapa',
    description: 'Contraseña del mapa público del mercado (vacío: sin contraseña)',
  },
  zelle_instructions: {
    label: 'Instrucciones de Zelle',
    description: 'Cómo pagan los vendedores con Zelle, se muestra en la página de pago (vacío: no se ofrece Zelle)',
  },
  manual_payment_instructions: {
    label: 'Instrucciones para otros pagos',
    description:
      'Cómo pagan los vendedores en efectivo o con cheque, se muestra en la página de pago (vacío: no se ofrece)',
  },
  sales_tenders: {
    label: 'Formas de pago de ventas',
    description:
      'Cómo pagan los clientes a los vendedores; las formas de pago reembolsables son las fichas y cupones que el mercado reembolsa',
  },
  waitlist_offer_hours: {
    label: 'Tiempo de oferta de la lista de espera (horas)',
    description:
      'Horas que tiene un vendedor en lista de espera para aceptar un puesto ofrecido antes de que se ofrezca al siguiente',
  },
  market_regulations: {
    label: 'Reglamento del mercado',
    description:
      'Lo que aceptan los solicitantes: una dirección web (https://…) o el texto mismo (vacío: no se muestra ningún enlace)',
  },
  organisation_name: {
    label: 'Nombre de la organización',
    description: 'El nombre de la organización que administra los mercados',
  },
  organisation_logo_url: {
    label: 'Logotipo de la organización',
    description: 'Una dirección web (https://…) del logotipo de la organización (vacío: sin logotipo)',
  },
  contact_email: {
    label: 'Correo electrónico de contacto',
    description: 'Adonde escriben los vendedores y compradores a la organización',
  },
  contact_phone: {
    label: 'Teléfono de contacto',
    description: 'El número de teléfono de la organización',
  },
};
