import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.js';
import type { VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { directoryEntryItem } from '../../functions/lib/data/vendors/vendor-directory.js';
import { makeClient, type ApiClient } from './client.js';
import { createTestUser, DEMO, signedInClient } from './factories.js';
import { waitForMessageTo } from './mailbox.js';
import { makeMarketFixtures } from './market-fixtures.js';

/**
 * Messages in the recipient's language (issue 30): a vendor whose user chose Spanish gets its reminder in Spanish,
 * dates written in Spanish; Message Templates keeps a Spanish edit beside the English one.
 */
const baseUrl = inject('baseUrl');
const fx = makeMarketFixtures();
let admin: ApiClient;
let marketDateId: string;

const MARKET_DAY_ES = 'domingo, 2 de diciembre de 2096';
const spanishEdit = (over: Record<string, unknown> = {}) => ({
  locale: 'es',
  subject: '¿Viene el {{marketDate}}, {{vendorName}}?',
  emailBody: 'Nos falta su solicitud para el {{marketDate}}. Responda aquí: {{link}}',
  smsBody: '',
  isHtml: false,
  isActive: true,
  ...over,
});

/** A vendor in the directory, its user having chosen the language (as the profile's language choice writes it). */
async function vendorReading(locale: 'en' | 'es'): Promise<VendorItem> {
  const v = await fx.vendor(locale === 'es' ? { locale } : {});
  const entry = directoryEntryItem(v);
  await fx.table.put(entry);
  fx.track({ pk: entry.pk, sk: entry.sk });
  const user = await createTestUser({ vendorId: v.id });
  if (locale === 'es') await fx.table.update(keys.user(user.id), { set: { locale } });
  return v;
}

async function remind(...vendors: VendorItem[]) {
  const res = await admin.post(`/api/market-dates/${marketDateId}/remind`, { vendorIds: vendors.map((v) => v.id) });
  expect(res.status, res.text).toBe(200);
}

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  marketDateId = (await fx.marketDate('2096-12-02')).id;
});

afterAll(async () => {
  // The Spanish edit stays stored but off, so every other test's Spanish reader gets the default wording.
  await admin.put('/api/message-templates/request_reminder', spanishEdit({ isActive: false }));
  await fx.cleanup();
});

describe('Messages in the recipient’s language', () => {
  it('sends a reminder in Spanish, with the date in Spanish, to a vendor whose user chose Spanish', async () => {
    const es = await vendorReading('es');
    const en = await vendorReading('en');
    await remind(es, en);

    const spanish = await waitForMessageTo(baseUrl, es.email, { channel: 'email' });
    expect(spanish.subject).toBe(`¿Contamos con usted el ${MARKET_DAY_ES}?`);
    expect(spanish.text).toContain(`Hola, ${es.name}:`);
    expect(spanish.text).toContain(
      `Todavía no hemos recibido su solicitud de puesto para el mercado del ${MARKET_DAY_ES}.`,
    );
    expect(spanish.text).toMatch(/aquí:\n\nhttps?:\/\//);
    expect(spanish.html).toContain('Solicitar su puesto (u omitir la fecha)</a>');

    const english = await waitForMessageTo(baseUrl, en.email, { channel: 'email' });
    expect(english.text).toContain('Sunday, December 2, 2096');
    expect(english.text).not.toContain('domingo');
  });

  it('keeps a Spanish edit beside the English wording, and sends it to Spanish readers only', async () => {
    const saved = await admin.put('/api/message-templates/request_reminder', spanishEdit());
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.es).toMatchObject({ subject: '¿Viene el {{marketDate}}, {{vendorName}}?', edited: true });

    const list = await admin.get('/api/message-templates');
    const reminder = (
      list.body as { templates: { code: string; subject: string; es?: { subject: string } }[] }
    ).templates.find((t) => t.code === 'request_reminder');
    expect(reminder?.es?.subject).toBe('¿Viene el {{marketDate}}, {{vendorName}}?');
    // The English wording is its own: the Spanish save left it as it was (default or another test's edit).
    expect(reminder?.subject).not.toContain('¿');

    const preview = await admin.post('/api/message-templates/preview', { code: 'request_reminder', ...spanishEdit() });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.subject).toBe('¿Viene el domingo, 7 de junio, Sunny Acres Farm?');

    const es = await vendorReading('es');
    await remind(es);
    const edited = await waitForMessageTo(baseUrl, es.email, { channel: 'email' });
    expect(edited.subject).toBe(`¿Viene el ${MARKET_DAY_ES}, ${es.name}?`);
    expect(edited.text).toMatch(/Responda aquí: https?:\/\//);
  });

  it('sends a bulk message as the admin wrote it, with its footer in the vendor’s language', async () => {
    const date = await fx.marketDate('2096-12-09');
    const es = await vendorReading('es');
    const en = await vendorReading('en');
    for (const v of [es, en]) await fx.request(v, date);
    const res = await admin.post('/api/messages/bulk', {
      channel: 'email',
      subject: 'Market news for {{vendorName}}',
      body: 'Bring shade, {{vendorName}}.',
      audience: { marketDateId: date.id, requestStatuses: ['requested'], statuses: ['APPROVED'] },
    });
    expect(res.status, res.text).toBe(200);

    const spanish = await waitForMessageTo(baseUrl, es.email, { channel: 'email' });
    expect(spanish.subject).toBe(`Market news for ${es.name}`);
    expect(spanish.text).toContain(`Bring shade, ${es.name}.`);
    expect(spanish.text).toContain('Recibe este mensaje como vendedor del mercado. Elija qué mensajes recibe:');
    const english = await waitForMessageTo(baseUrl, en.email, { channel: 'email' });
    expect(english.text).toContain('You get this message as a vendor of the market.');
  });

  it('a Spanish edit that is switched off sends the Spanish default again', async () => {
    const off = await admin.put('/api/message-templates/request_reminder', spanishEdit({ isActive: false }));
    expect(off.status, off.text).toBe(200);
    expect(off.body.es).toMatchObject({ isActive: false, edited: true });
    const es = await vendorReading('es');
    await remind(es);
    const plain = await waitForMessageTo(baseUrl, es.email, { channel: 'email' });
    expect(plain.subject).toBe(`¿Contamos con usted el ${MARKET_DAY_ES}?`);
  });

  it('sends a forgotten-password link in the language its user chose', async () => {
    const user = await createTestUser();
    await fx.table.update(keys.user(user.id), { set: { locale: 'es' } });
    const res = await makeClient(baseUrl, { sourceAddress: '127.0.88.30' }).post('/api/auth/forgot-password', {
      emailOrPhone: user.email,
    });
    expect(res.status, res.text).toBe(200);
    const reset = await waitForMessageTo(baseUrl, user.email, { channel: 'email' });
    expect(reset.subject).toBe('Restablezca su contraseña de MarketDay');
    expect(reset.text).toContain('Hola, Test User:');
  });
});
