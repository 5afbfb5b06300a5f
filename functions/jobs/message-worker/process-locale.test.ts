import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../shared/locale.js';
import type { TemplateEdit } from '../../../shared/message-templates.js';
import type { EmailSender, OutgoingMessage, SmsSender } from '../../lib/ports.js';
import { makeMessageProcessorWithLog, type MessageLog } from './process.js';

/** The worker sends each message in its recipient's language, with that language's edit when an admin made one. */
const log: MessageLog = {
  claim: async () => 'claimed',
  markSent: async () => undefined,
  markFailed: async () => undefined,
};

function setup(edits: Record<string, Partial<Record<Locale, TemplateEdit>>> = {}) {
  const emails: Parameters<EmailSender['send']>[0][] = [];
  const sms: Parameters<SmsSender['send']>[0][] = [];
  const process = makeMessageProcessorWithLog({
    log,
    email: { send: async (e) => void emails.push(e) },
    sms: { send: async (s) => void sms.push(s) },
    templates: { edits: async () => new Map(Object.entries(edits)) },
    now: () => new Date('2026-06-01T10:00:00Z'),
  });
  return { process, emails, sms };
}

const reminder = (over: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  id: `m-${Math.random()}`,
  channel: 'email',
  to: 'granja@example.com',
  templateId: 'request_reminder',
  variables: { vendorName: 'Granja Sol', marketDate: 'domingo, 7 de junio de 2026', link: 'https://m.example/r/x' },
  ...over,
});

const edit = (subject: string, isActive = true): TemplateEdit => ({
  subject,
  emailBody: 'Texto {{link}}',
  smsBody: '',
  isHtml: false,
  isActive,
});

describe('message processor: the recipient’s language', () => {
  it('sends the Spanish default to a Spanish reader and the English default to everyone else', async () => {
    const { process, emails } = setup();
    await process([reminder({ locale: 'es' }), reminder({ to: 'farm@example.com' })]);
    expect(emails[0]!.subject).toBe('¿Contamos con usted el domingo, 7 de junio de 2026?');
    expect(emails[0]!.text).toContain('Hola, Granja Sol:');
    expect(emails[1]!.subject).toBe('Will we see you on domingo, 7 de junio de 2026?');
  });

  it('uses each language’s own edit, and a language without one keeps its default', async () => {
    const { process, emails } = setup({ request_reminder: { es: edit('Hola {{vendorName}}') } });
    await process([reminder({ locale: 'es' }), reminder({ to: 'farm@example.com' })]);
    expect(emails[0]!.subject).toBe('Hola Granja Sol');
    expect(emails[1]!.subject).toMatch(/^Will we see you on/);

    const english = setup({ request_reminder: { en: edit('Hi {{vendorName}}') } });
    await english.process([reminder({ locale: 'es' }), reminder({ to: 'farm@example.com' })]);
    expect(english.emails[0]!.subject).toMatch(/^¿Contamos con usted/);
    expect(english.emails[1]!.subject).toBe('Hi Granja Sol');
  });

  it('a Spanish edit switched off sends the Spanish default, and an SMS follows the language too', async () => {
    const { process, emails, sms } = setup({ request_reminder: { es: edit('Hola', false) } });
    await process([reminder({ locale: 'es' }), reminder({ locale: 'es', channel: 'sms', to: '+17075550134' })]);
    expect(emails[0]!.subject).toMatch(/^¿Contamos con usted/);
    expect(sms[0]!.text).toContain('todavía no hay solicitud de puesto de Granja Sol');
  });
});
