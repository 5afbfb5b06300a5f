import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { keys, TABLE_INDEXES } from '../../functions/lib/data/keys.js';
import { VENDOR_EDIT_MSG } from '../../shared/vendor-edit-messages.js';
import { type ApiClient } from './client.js';
import { createTestUser, DEMO, localStores, signedInClient } from './factories.js';
import { linksIn, waitForMessageTo } from './mailbox.js';
import { makeSpacesFixtures } from './spaces-fixtures.js';

const baseUrl = inject('baseUrl');

let admin: ApiClient;
let catalog: { areaId: string; spaceTypeId: string; vendorTypeIds: string[] };

/** A vendor nobody else has: its e-mail, phone and name are unique to this run. */
function newVendor(over: Record<string, unknown> = {}) {
  const tag = randomBytes(5).toString('hex');
  const digits = String(Number.parseInt(randomBytes(3).toString('hex'), 16) % 10_000_000).padStart(7, '0');
  return {
    name: `Edit Test Farm ${tag}`,
    contactName: `Jordan ${tag}`,
    email: `edit-${tag}@example.com`,
    phone: `(530) ${digits.slice(0, 3)}-${digits.slice(3)}`,
    vendorTypeId: catalog.vendorTypeIds[0]!,
    defaultSpaceTypeId: null,
    defaultAreaId: null,
    overrideBasePrice: null,
    overrideSalesBasedRate: null,
    description: 'Stone fruit.',
    status: 'APPROVED',
    autoRequest: false,
    autoPayment: false,
    website: null,
    addressLine1: '4 Orchard Ln',
    addressLine2: null,
    city: 'Winters',
    state: 'CA',
    zipCode: '95694',
    ...over,
  };
}

async function createVendor(over: Record<string, unknown> = {}) {
  const res = await admin.post('/api/vendors', newVendor(over));
  expect(res.status, res.text).toBe(201);
  return res.body.vendor as Record<string, unknown> & { id: string; updatedAt: string };
}

/** The whole form as the edit screen sends it: every field of the vendor, and the version it was opened on. */
function formOf(vendor: Record<string, unknown>) {
  const { id: _id, createdAt: _c, updatedAt, ...fields } = vendor;
  return { ...fields, expectedUpdatedAt: updatedAt };
}

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  const { items } = await localStores().table.query({ pk: 'CATALOG' });
  const active = (type: string) => items.filter((i) => i._type === type && i.isActive !== false);
  catalog = {
    areaId: String(active('area')[0]!.id),
    spaceTypeId: String(active('space_type')[0]!.id),
    vendorTypeIds: active('vendor_type').map((i) => String(i.id)),
  };
});

describe('an admin creates a vendor directly', () => {
  it('stores it with the status the admin chose and lists it', async () => {
    const vendor = await createVendor({ status: 'HOLD' });
    expect(vendor.status).toBe('HOLD');
    const list = await admin.get(`/api/vendors?search=${encodeURIComponent(String(vendor.name))}`);
    expect(list.body.items.map((v: { id: string; status: string }) => [v.id, v.status])).toEqual([[vendor.id, 'HOLD']]);
  });

  it('makes its user on request, who gets the e-mail with the set-password link', async () => {
    const body = newVendor();
    const res = await admin.post('/api/vendors', { ...body, createUser: true });
    expect(res.status, res.text).toBe(201);
    expect(res.body.userCreated).toBe(true);
    const mail = await waitForMessageTo(baseUrl, body.email);
    expect(linksIn(mail).some((l) => l.includes('/reset-password?token='))).toBe(true);
  });

  it('refuses an e-mail another vendor holds', async () => {
    const first = await createVendor();
    const res = await admin.post('/api/vendors', newVendor({ email: String(first.email).toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(VENDOR_EDIT_MSG.emailTaken);
  });

  it('answers bad input with the spec 3 §5 messages', async () => {
    const res = await admin.post('/api/vendors', newVendor({ email: 'not-an-address', phone: '555-01' }));
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/Invalid email address|Phone number must be at least 10 digits/);
  });
});

describe("an admin edits a vendor's every field", () => {
  it('saves every field at once and writes one audit entry per changed field', async () => {
    const vendor = await createVendor();
    const edited = {
      ...formOf(vendor),
      name: `${String(vendor.name)} Renamed`,
      contactName: 'Casey New',
      email: `renamed-${randomBytes(4).toString('hex')}@example.com`,
      phone: `(530) 555-${String(Math.floor(Math.random() * 9000) + 1000)}`,
      vendorTypeId: catalog.vendorTypeIds[1] ?? catalog.vendorTypeIds[0],
      defaultSpaceTypeId: catalog.spaceTypeId,
      defaultAreaId: catalog.areaId,
      overrideBasePrice: 3550,
      overrideSalesBasedRate: 12.5,
      description: 'Stone fruit and jam.',
      status: 'HOLD',
      autoRequest: true,
      autoPayment: true,
      website: 'orchard.example.com',
      addressLine1: '9 Levee Rd',
      addressLine2: 'Barn 2',
      city: 'Davis',
      state: 'NV',
      zipCode: '89501',
    };
    const res = await admin.put(`/api/vendors/${vendor.id}`, edited);
    expect(res.status, res.text).toBe(200);

    const back = await admin.get(`/api/vendors/${vendor.id}`);
    const { expectedUpdatedAt: _v, ...want } = edited;
    expect(back.body).toMatchObject({ ...want, website: 'http://orchard.example.com', email: edited.email });

    const log = await admin.get(`/api/vendors/${vendor.id}/audit-log`);
    const updates = log.body.items.filter((e: { changeType: string }) => e.changeType === 'update');
    // Every field changed but the markets, which the form sends as they were.
    const changed = Object.keys(want).filter(
      (k) => k !== 'marketIds' && (k !== 'vendorTypeId' || edited.vendorTypeId !== vendor.vendorTypeId),
    );
    expect(updates.map((e: { fieldName: string }) => e.fieldName).sort()).toEqual(changed.sort());
    expect(updates.find((e: { fieldName: string }) => e.fieldName === 'overrideBasePrice')).toMatchObject({
      oldValue: null,
      newValue: '35.50',
    });

    // Search finds the vendor under its new name at once (the directory entry moved in the same transaction).
    const search = await admin.get(`/api/vendors/search?q=${encodeURIComponent(`${String(vendor.name)} Renamed`)}`);
    expect(search.body.map((v: { id: string }) => v.id)).toEqual([vendor.id]);
  });

  it('refuses a save made on a version someone else has since changed, with a clear message', async () => {
    const vendor = await createVendor();
    const opened = formOf(vendor);
    const first = await admin.put(`/api/vendors/${vendor.id}`, { ...opened, city: 'Dixon' });
    expect(first.status).toBe(200);
    const second = await admin.put(`/api/vendors/${vendor.id}`, { ...opened, zipCode: '95620' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(VENDOR_EDIT_MSG.changedMeanwhile);
    const back = await admin.get(`/api/vendors/${vendor.id}`);
    expect(back.body).toMatchObject({ city: 'Dixon', zipCode: '95694' });
  });

  it('of two saves sent at once on the same version, exactly one is kept', async () => {
    const vendor = await createVendor();
    const opened = formOf(vendor);
    const answers = await Promise.all(
      ['Esparto', 'Capay'].map((city) => admin.put(`/api/vendors/${vendor.id}`, { ...opened, city })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('refuses an e-mail another vendor holds, with nothing half-written', async () => {
    const [taken, vendor] = [await createVendor(), await createVendor()];
    const res = await admin.put(`/api/vendors/${vendor.id}`, {
      ...formOf(vendor),
      name: 'Should Not Stick',
      email: taken.email,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(VENDOR_EDIT_MSG.emailTaken);

    const back = await admin.get(`/api/vendors/${vendor.id}`);
    expect(back.body).toMatchObject({ name: vendor.name, email: vendor.email, updatedAt: vendor.updatedAt });
    const log = await admin.get(`/api/vendors/${vendor.id}/audit-log`);
    expect(log.body.items.filter((e: { changeType: string }) => e.changeType === 'update')).toEqual([]);
    // The vendor still owns its own e-mail: another vendor cannot take it.
    const guard = await localStores().table.get(keys.uniqueVendorEmail(vendor.email as string));
    expect(guard?.vendorId).toBe(vendor.id);
  });

  it('moves the e-mail guard with a new e-mail: the old address is free again, the new one is held', async () => {
    const vendor = await createVendor();
    const newEmail = `moved-${randomBytes(4).toString('hex')}@example.com`;
    const res = await admin.put(`/api/vendors/${vendor.id}`, { ...formOf(vendor), email: newEmail });
    expect(res.status, res.text).toBe(200);

    const reuse = await admin.post('/api/vendors', newVendor({ email: vendor.email }));
    expect(reuse.status, reuse.text).toBe(201);
    const clash = await admin.post('/api/vendors', newVendor({ email: newEmail }));
    expect(clash.status).toBe(409);
    const byEmail = await localStores().table.query({
      index: TABLE_INDEXES.byNaturalKey,
      pk: keys.vendorByEmail(newEmail).gsi1pk,
    });
    expect(byEmail.items.map((i) => i.id)).toEqual([vendor.id]);
  });

  it('refuses an unknown vendor type, space type or area', async () => {
    const vendor = await createVendor();
    for (const field of ['vendorTypeId', 'defaultSpaceTypeId', 'defaultAreaId']) {
      const res = await admin.put(`/api/vendors/${vendor.id}`, { ...formOf(vendor), [field]: 'no-such-entry' });
      expect(res.status, field).toBe(400);
    }
  });

  it("shows an edited override price in the spaces screen's fee", async () => {
    const spaces = makeSpacesFixtures();
    const vendor = await createVendor();
    const stored = await localStores().table.get(keys.vendor(vendor.id));
    const { marketDate } = await spaces.marketDate({
      spaces: [{ label: 'OV1', vendor: stored as never }],
    });
    const res = await admin.put(`/api/vendors/${vendor.id}`, { ...formOf(vendor), overrideBasePrice: 4321 });
    expect(res.status, res.text).toBe(200);
    const list = await admin.get(`/api/spaces/market-date/${marketDate.id}`);
    expect(list.body.spaces[0].calculatedPrice).toMatchObject({ basePrice: 4321, source: 'vendor_override' });
  });

  it('is for admins only: a vendor user gets 403 and changes nothing', async () => {
    const vendor = await createVendor();
    const user = await createTestUser({
      role: 'vendor_user',
      vendorId: vendor.id,
      permissions: ['vendor.profile.edit'],
    });
    const own = await signedInClient(user.email, user.password);
    const edit = await own.put(`/api/vendors/${vendor.id}`, { ...formOf(vendor), overrideBasePrice: 1 });
    expect(edit.status).toBe(403);
    const create = await own.post('/api/vendors', newVendor());
    expect(create.status).toBe(403);
    const back = await admin.get(`/api/vendors/${vendor.id}`);
    expect(back.body.overrideBasePrice).toBeNull();
  });
});
