import { describe, expect, it } from 'vitest';
import { formatDayLong, withFormatLocale } from './date-format.js';
import { ES_MESSAGE_TEMPLATES } from './locales/es/message-templates.js';
import {
  editedTemplate,
  MESSAGE_TEMPLATES,
  outgoingMessageSchema,
  placeholdersIn,
  renderMessage,
  TEMPLATE_IDS,
  templateIn,
  type MessageTemplate,
} from './message-templates.js';

const sorted = (names: string[]) => [...names].sort();
/** Whether a text says anything beyond its placeholders and the product's name (`{{subject}}` is the same in both). */
const hasWords = (text = '') => /[a-z]{2,}/i.test(text.replace(/\{\{\w+\}\}/g, '').replace(/MarketDay/g, ''));

describe('message catalogue in Spanish', () => {
  it('has a Spanish default for every template, with the same placeholders in each part as the English', () => {
    expect(sorted(Object.keys(ES_MESSAGE_TEMPLATES))).toEqual(sorted(TEMPLATE_IDS));
    for (const id of TEMPLATE_IDS) {
      const en: MessageTemplate = MESSAGE_TEMPLATES[id];
      const es: Partial<MessageTemplate> = ES_MESSAGE_TEMPLATES[id];
      for (const part of ['subject', 'text', 'html', 'sms'] as const) {
        expect(typeof es[part], `${id}.${part}`).toBe(typeof en[part]);
        expect(sorted(placeholdersIn(es[part] ?? '')), `${id}.${part}`).toEqual(sorted(placeholdersIn(en[part] ?? '')));
        if (hasWords(en[part])) expect(es[part], `${id}.${part} is translated`).not.toBe(en[part]);
      }
      expect(es.name, `${id}.name`).toBeTruthy();
    }
  });

  it('keeps the HTML links of each template in its Spanish', () => {
    for (const id of TEMPLATE_IDS) {
      const en: MessageTemplate = MESSAGE_TEMPLATES[id];
      const links = (html = '') => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
      expect(links(ES_MESSAGE_TEMPLATES[id].html), id).toEqual(links(en.html));
    }
  });

  it('renders a reminder in Spanish with the date written in Spanish', () => {
    const marketDate = withFormatLocale('es-US', () => formatDayLong('2026-12-06'));
    expect(marketDate).toBe('domingo, 6 de diciembre de 2026');
    const m = renderMessage(
      'request_reminder',
      { vendorName: 'Granja Sol', marketDate, link: 'https://market.example/r/abc' },
      undefined,
      'es',
    );
    expect(m.subject).toBe('¿Contamos con usted el domingo, 6 de diciembre de 2026?');
    expect(m.text).toContain('Hola, Granja Sol:');
    expect(m.text).toContain('su solicitud de puesto para el mercado del domingo, 6 de diciembre de 2026');
    expect(m.html).toContain('<a href="https://market.example/r/abc">Solicitar su puesto (u omitir la fecha)</a>');
    expect(m.html).toContain('<html lang="es">');
    // English stays the default
    expect(renderMessage('request_reminder', { vendorName: 'A', marketDate: 'B', link: 'C' }).subject).toBe(
      'Will we see you on B?',
    );
  });

  it('an edit of the Spanish without an SMS falls back to the Spanish default SMS', () => {
    const edited = editedTemplate(
      'request_reminder',
      { subject: 'Hola {{vendorName}}', emailBody: 'Solicite: {{link}}', smsBody: '', isHtml: false, isActive: true },
      'es',
    );
    expect(edited?.sms).toBe(templateIn('request_reminder', 'es').sms);
    expect(templateIn('request_reminder', 'es').variables).toEqual(MESSAGE_TEMPLATES.request_reminder.variables);
  });

  it('carries the recipient’s language on the queue, and refuses a language it does not speak', () => {
    const base = { id: 'm1', channel: 'email', to: 'a@b.example', templateId: 'request_reminder', variables: {} };
    expect(outgoingMessageSchema.parse({ ...base, locale: 'es' }).locale).toBe('es');
    expect(outgoingMessageSchema.safeParse({ ...base, locale: 'fr' }).success).toBe(false);
  });
});
