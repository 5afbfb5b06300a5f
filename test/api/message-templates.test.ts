import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { directoryEntryItem } from '../../functions/lib/data/vendors/vendor-directory.js';
import type { ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { waitForMessageTo } from './mailbox.js';
import { makeMarketFixtures } from './market-fixtures.js';

/** Message Templates: an admin's edit is what the next message says; switching it off sends the default again. */
const baseUrl = inject('baseUrl');
const fx = makeMarketFixtures();
let admin: ApiClient;
let marketDateId: string;

const edit = (over: Record<string, unknown> = {}) => ({
  subject: 'Still coming on {{marketDate}}, {{vendorName}}?',
  emailBody: 'We miss your request for {{marketDate}}. Answer here: {{link}}',
  smsBody: 'Request or skip {{marketDate}}: {{link}}',
  isHtml: false,
  isActive: true,
  ...over,
});

async function remindNewVendor(): Promise<VendorItem> {
  const v = await fx.vendor();
  const entry = directoryEntryItem(v);
  await fx.table.put(entry);
  fx.track({ pk: entry.pk, sk: entry.sk });
  const res = await admin.post(`/api/market-dates/${marketDateId}/remind`, { vendorIds: [v.id] });
  expect(res.status, res.text).toBe(200);
  return v;
}

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  marketDateId = (await fx.marketDate('2098-05-04')).id;
});

afterAll(async () => {
  // The edit stays stored but off, so every other test sees the default wording.
  await admin.put('/api/message-templates/request_reminder', edit({ isActive: false }));
  await fx.cleanup();
});

describe('Message Templates', () => {
  it('lists every message the product sends with its default wording', async () => {
    const res = await admin.get('/api/message-templates');
    expect(res.status, res.text).toBe(200);
    const codes = (res.body as { templates: { code: string }[] }).templates.map((t) => t.code);
    expect(codes).toEqual(expect.arrayContaining(['password_reset', 'request_reminder', 'bulk_message']));
  });

  it('sends the edited wording, and the default again once the edit is switched off', async () => {
    const saved = await admin.put('/api/message-templates/request_reminder', edit());
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ code: 'request_reminder', edited: true, isActive: true });

    const v = await remindNewVendor();
    const edited = await waitForMessageTo(baseUrl, v.email, { channel: 'email' });
    expect(edited.subject).toMatch(new RegExp(`^Still coming on .+, ${v.name}\\?$`));
    expect(edited.text).toContain('We miss your request for');
    expect(edited.text).toMatch(/Answer here: http/);

    const off = await admin.put('/api/message-templates/request_reminder', edit({ isActive: false }));
    expect(off.status, off.text).toBe(200);
    const w = await remindNewVendor();
    const plain = await waitForMessageTo(baseUrl, w.email, { channel: 'email' });
    expect(plain.subject).toMatch(/^Will we see you on .+\?$/);
  });

  it('cleans an HTML body to formatting and safe links when it is saved and when it is sent', async () => {
    const emailBody =
      '<p onclick="steal()">Hello <b>{{vendorName}}</b></p><script>alert(1)</script>' +
      '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">free</a> <a href="{{link}}">Answer here</a>';
    const saved = await admin.put('/api/message-templates/request_reminder', edit({ isHtml: true, emailBody }));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.emailBody).toBe(
      '<p>Hello <b>{{vendorName}}</b></p><a>free</a> <a href="{{link}}">Answer here</a>',
    );

    const v = await remindNewVendor();
    const sent = await waitForMessageTo(baseUrl, v.email, { channel: 'email' });
    for (const unsafe of ['<script', 'onerror', 'onclick', 'javascript:', '<img'])
      expect(sent.html ?? '').not.toContain(unsafe);
    expect(sent.html).toContain(`Hello <b>${v.name}</b>`);
    expect(sent.html).toMatch(/<a href="https?:\/\/[^"]+">Answer here<\/a>/);
  });

  it('refuses unknown variables and an e-mail without its link, and previews with sample values', async () => {
    const unknown = await admin.put(
      '/api/message-templates/request_reminder',
      edit({ emailBody: 'Hi {{firstName}} {{link}}' }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('Unknown variable: {{firstName}}');
    const noLink = await admin.put(
      '/api/message-templates/password_reset',
      edit({ subject: 'Reset', emailBody: 'Hello {{username}}', smsBody: '' }),
    );
    expect(noLink.status).toBe(400);
    expect(noLink.text).toContain('must keep {{link}}');

    const preview = await admin.post('/api/message-templates/preview', { code: 'request_reminder', ...edit() });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.subject).toBe('Still coming on Sunday, June 7, Sunny Acres Farm?');
  });

  it('is for admins only', async () => {
    const { api } = await fx.vendorUser(null);
    expect((await api.get('/api/message-templates')).status).toBe(403);
  });
});
