import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentKeys, keys } from '../../functions/lib/data/keys.js';
import type { DocumentItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { DOCUMENTS_MSG } from '../../shared/document-rules.js';
import { addDays } from '../../shared/market-time.js';
import { PAGE_MSG } from '../../shared/schemas/page.js';
import { MISSING_DOCUMENTS_CODE, OVERRIDE_AUDIT_FIELD } from '../../shared/required-documents.js';
import {
  documentFileResponseSchema,
  documentTypeSchema,
  documentUploadUrlResponseSchema,
  reviewResponseSchema,
  vendorDocumentSchema,
  vendorDocumentsResponseSchema,
} from '../../shared/schemas/documents.js';
import type { ApiClient } from './client.js';
import { DEMO, localStores, signedInClient } from './factories.js';
import { makeTestDocument } from '../fixtures/market-data.js';
import { makeMarketFixtures } from './market-fixtures.js';
import { everyPage } from './paging.js';

/**
 * Vendor documents (issue 12): uploaded straight to private storage, registered after their first bytes are checked,
 * reviewed by an admin, downloaded by short-lived links; and the documents the market requires to sell, which gate
 * approving a request and assigning a space. The required type here applies to a vendor type of this file's own, so
 * no other vendor is touched.
 */
const fx = makeMarketFixtures();
const env = localStores().env;
const tag = ulid().slice(-6);
/** A vendor type no other vendor has: the requirement made here applies to this file's vendors only. */
const vendorTypeId = `DOCS${tag}`;
const vendorIds: string[] = [];
let admin: ApiClient;
let s3: S3Client;
let insurance: { id: string; name: string };
let today: string;

const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n% ${title}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  s3 = new S3Client({
    region: env.AWS_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  today = await fx.today();
  const created = await admin.post('/api/documents/document-types', {
    name: `Liability Insurance ${tag}`,
    requiresExpiration: true,
    requiredToSell: true,
    requiredForVendorTypeIds: [vendorTypeId],
  });
  expect(created.status, created.text).toBe(201);
  insurance = documentTypeSchema.parse(created.body);
});

afterAll(async () => {
  // The type stays (types are deactivated, never deleted) but no longer asks anything of anyone.
  await admin.patch(`/api/documents/document-types/${insurance.id}`, { isActive: false, requiredToSell: false });
  for (const id of vendorIds) {
    await fx.removePartition(keys.vendorPartition(id).pk);
  }
  await fx.cleanup();
  s3.destroy();
});

async function vendorWithUser(permissions?: readonly string[]) {
  const vendor = await fx.vendor({ vendorTypeId });
  vendorIds.push(vendor.id);
  const { api } = await fx.vendorUser(vendor.id, permissions);
  return { vendor, api };
}

async function objectExists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: env.DOCUMENTS_BUCKET, Key: key }));
    return true;
  } catch {
    return false;
  }
}

/** As the browser does: a presigned POST, the file sent to storage as multipart, then the document registered. */
async function upload(
  api: ApiClient,
  vendorId: string,
  file: Buffer,
  fields: Record<string, unknown>,
  mimeType = 'application/pdf',
) {
  const fileName = String(fields.fileName ?? 'certificate.pdf');
  const res = await api.post(`/api/documents/vendor/${vendorId}/upload-url`, { fileName, mimeType, size: file.length });
  expect(res.status, res.text).toBe(200);
  const presigned = documentUploadUrlResponseSchema.parse(res.body);
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: mimeType }), fileName);
  const stored = await fetch(presigned.url, { method: 'POST', body: form });
  expect(stored.status).toBeLessThan(300);
  const registered = await api.post(`/api/documents/vendor/${vendorId}`, {
    key: presigned.key,
    fileName,
    ...fields,
  });
  return { key: presigned.key, registered };
}

/** A document stored as it would be after review, with the index entries its state gives it. */
async function storedDocument(vendorId: string, over: Partial<DocumentItem>): Promise<DocumentItem> {
  const at = new Date().toISOString();
  const doc = makeTestDocument({
    id: ulid(),
    vendorId,
    typeId: insurance.id,
    fileName: 'coi.pdf',
    createdAt: at,
    ...over,
  });
  await fx.table.put({ ...documentKeys(doc), ...doc });
  return doc;
}

/** A market date weeks ahead (its own, so no demo date changes) with the vendor's request on it. */
async function requestAhead(vendorId: string, days: number) {
  const md = await fx.marketDate(addDays(today, days));
  const request = await fx.request({ id: vendorId }, md);
  return { md, request };
}

describe('a vendor document goes from upload to current', () => {
  it('upload → pending → approved by an admin → counts as current, so the request can be approved', async () => {
    const { vendor, api } = await vendorWithUser();
    const { md, request } = await requestAhead(vendor.id, 21);
    const approve = () => admin.post(`/api/market-dates/${md.id}/approve?vendorId=${vendor.id}`, {});

    const refused = await approve();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: `Missing required documents: ${insurance.name}`,
      code: MISSING_DOCUMENTS_CODE,
    });

    const { registered } = await upload(api, vendor.id, pdf('insurance'), {
      typeId: insurance.id,
      fileName: 'certificate of insurance.pdf',
      expirationDate: addDays(md.date, 30),
    });
    expect(registered.status, registered.text).toBe(201);
    const doc = vendorDocumentSchema.parse(registered.body);
    expect(doc).toMatchObject({ status: 'pending', typeName: insurance.name, mimeType: 'application/pdf' });

    // Pending is not current: still refused.
    expect((await approve()).status).toBe(409);

    const queue = reviewResponseSchema.parse((await admin.get('/api/admin/documents?filter=pending')).body);
    expect(queue.documents.find((d) => d.id === doc.id)).toMatchObject({ vendorName: vendor.name, status: 'pending' });

    const approved = await admin.post(`/api/documents/${doc.id}/approve`);
    expect(approved.status, approved.text).toBe(200);
    const own = vendorDocumentsResponseSchema.parse((await api.get(`/api/documents/vendor/${vendor.id}`)).body);
    expect(own.documents.map((d) => [d.id, d.status])).toEqual([[doc.id, 'approved']]);
    const afterReview = reviewResponseSchema.parse((await admin.get('/api/admin/documents?filter=pending')).body);
    expect(afterReview.documents.some((d) => d.id === doc.id)).toBe(false);

    const ok = await approve();
    expect(ok.status, ok.text).toBe(200);
    expect((await fx.stored(keys.spaceRequest(md.id, vendor.id)))?.status).toBe('approved');
    expect(request.id).toBeTruthy();
  });

  it('asks for the fields the type requires', async () => {
    const { vendor, api } = await vendorWithUser();
    const { key, registered } = await upload(api, vendor.id, pdf('no date'), { typeId: insurance.id });
    expect(registered.status).toBe(400);
    expect(registered.body.message).toBe(DOCUMENTS_MSG.expirationDateRequired);
    // The upload is still there to register once the date is given.
    const again = await api.post(`/api/documents/vendor/${vendor.id}`, {
      key,
      typeId: insurance.id,
      fileName: 'certificate.pdf',
      expirationDate: addDays(today, 200),
    });
    expect(again.status, again.text).toBe(201);
  });

  it('refuses a "PDF" whose bytes are not a PDF, and removes the file', async () => {
    const { vendor, api } = await vendorWithUser();
    const { key, registered } = await upload(api, vendor.id, Buffer.from('just some text, not a pdf at all'), {
      typeId: insurance.id,
      fileName: 'fake.pdf',
      expirationDate: addDays(today, 100),
    });
    expect(registered.status).toBe(400);
    expect(registered.body.message).toBe(DOCUMENTS_MSG.fileNotWhatItSays);
    expect(await objectExists(key)).toBe(false);
    const own = vendorDocumentsResponseSchema.parse((await api.get(`/api/documents/vendor/${vendor.id}`)).body);
    expect(own.documents).toEqual([]);
  });

  it('archives (hidden unless Show Archived), downloads under its own name, and deletes with its file', async () => {
    const { vendor, api } = await vendorWithUser();
    const { key, registered } = await upload(api, vendor.id, pdf('to keep'), {
      typeId: insurance.id,
      fileName: 'Policy 2026.pdf',
      expirationDate: addDays(today, 90),
    });
    const doc = vendorDocumentSchema.parse(registered.body);

    const link = documentFileResponseSchema.parse((await api.get(`/api/documents/${doc.id}/file`)).body);
    const file = await fetch(link.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('Policy 2026.pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    expect((await api.post(`/api/documents/${doc.id}/archive`)).status).toBe(200);
    const hidden = vendorDocumentsResponseSchema.parse((await api.get(`/api/documents/vendor/${vendor.id}`)).body);
    expect(hidden.documents).toEqual([]);
    const shown = vendorDocumentsResponseSchema.parse(
      (await api.get(`/api/documents/vendor/${vendor.id}?showArchived=true`)).body,
    );
    expect(shown.documents.map((d) => [d.id, d.archived])).toEqual([[doc.id, true]]);

    const deleted = await api.delete(`/api/documents/${doc.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(DOCUMENTS_MSG.deleted);
    expect(await objectExists(key)).toBe(false);
    expect((await api.get(`/api/documents/${doc.id}/file`)).status).toBe(404);
  });
});

describe('who may see and change documents', () => {
  it('an employee without vendor.documents.view gets 403; another vendor’s user cannot download', async () => {
    const { vendor, api } = await vendorWithUser();
    const { registered } = await upload(api, vendor.id, pdf('private'), {
      typeId: insurance.id,
      expirationDate: addDays(today, 60),
    });
    const doc = vendorDocumentSchema.parse(registered.body);

    const { api: employee } = await fx.vendorUser(vendor.id, ['vendor.profile.view']);
    expect((await employee.get(`/api/documents/vendor/${vendor.id}`)).status).toBe(403);
    expect((await employee.get(`/api/documents/${doc.id}/file`)).status).toBe(403);

    const other = await vendorWithUser();
    const download = await other.api.get(`/api/documents/${doc.id}/file`);
    expect(download.status).toBe(404);
    expect(download.body.url).toBeUndefined();
    expect((await other.api.delete(`/api/documents/${doc.id}`)).status).toBe(404);
    expect((await other.api.get(`/api/documents/vendor/${vendor.id}`)).status).toBe(404);
  });
});

describe('the documents required to sell', () => {
  it('an expired required document refuses the approval; with a reason it goes ahead and the audit log keeps it', async () => {
    const { vendor } = await vendorWithUser();
    const { md, request } = await requestAhead(vendor.id, 28);
    // Approved, but it runs out the week before the market date.
    await storedDocument(vendor.id, { expirationDate: addDays(md.date, -7) });

    const refused = await admin.post(`/api/market-dates/${md.id}/approve?vendorId=${vendor.id}`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Missing required documents: ${insurance.name}`);
    expect((await fx.stored(keys.spaceRequest(md.id, vendor.id)))?.status).toBe('requested');

    const reason = 'Renewal seen by e-mail; certificate follows';
    const ok = await admin.post(`/api/market-dates/${md.id}/approve?vendorId=${vendor.id}`, { overrideReason: reason });
    expect(ok.status, ok.text).toBe(200);
    expect((await fx.stored(keys.spaceRequest(md.id, vendor.id)))?.status).toBe('approved');
    const audit = await fx.auditOf(request.id);
    expect(audit.find((e) => e.fieldName === OVERRIDE_AUDIT_FIELD)).toMatchObject({
      oldValue: `Missing required documents: ${insurance.name}`,
      newValue: reason,
    });
  });

  it('the bulk approval refuses the row of a vendor without them and approves the others', async () => {
    const lacking = await vendorWithUser();
    const holding = await vendorWithUser();
    const md = await fx.marketDate(addDays(today, 35));
    await fx.request({ id: lacking.vendor.id }, md);
    await fx.request({ id: holding.vendor.id }, md);
    await storedDocument(holding.vendor.id, { expirationDate: addDays(md.date, 1) });

    const res = await admin.post(`/api/market-dates/${md.id}/requests/bulk`, {
      action: 'approve',
      vendorIds: [lacking.vendor.id, holding.vendor.id],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ succeeded: 1, failed: 1 });
    const row = res.body.results.find((r: { vendorId: string }) => r.vendorId === lacking.vendor.id);
    expect(row.message).toBe(`Missing required documents: ${insurance.name}`);
  });

  it('assigning a space is refused the same way, and allowed with a reason', async () => {
    const { vendor } = await vendorWithUser();
    const { md } = await requestAhead(vendor.id, 42);
    const space = await fx.space(md, `D${tag}`);
    const body = { vendorId: vendor.id, marketDateId: md.id };
    const refused = await admin.post(`/api/spaces/${space.id}/assign`, body);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Missing required documents: ${insurance.name}`);
    const ok = await admin.post(`/api/spaces/${space.id}/assign`, {
      ...body,
      overrideReason: 'Cover confirmed by phone',
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.vendorId).toBe(vendor.id);
  });
});

describe('the admins’ review of expiring documents', () => {
  it('lists expired and expiring (within 30 days) documents, soonest first, and leaves the rest out', async () => {
    const { vendor } = await vendorWithUser();
    const expired = await storedDocument(vendor.id, { expirationDate: addDays(today, -3) });
    const soon = await storedDocument(vendor.id, { expirationDate: addDays(today, 30) });
    const later = await storedDocument(vendor.id, { expirationDate: addDays(today, 31) });
    const archived = await storedDocument(vendor.id, { expirationDate: addDays(today, 2), archived: true });
    const list = reviewResponseSchema.parse((await admin.get('/api/admin/documents?filter=expiring')).body);
    const mine = list.documents.filter((d) => d.vendorId === vendor.id).map((d) => d.id);
    expect(mine).toEqual([expired.id, soon.id]);
    expect(mine).not.toContain(later.id);
    expect(mine).not.toContain(archived.id);
  });

  it('pages the list on the server: every document once, soonest first, at most `limit` a page', async () => {
    const { vendor } = await vendorWithUser();
    const docs: DocumentItem[] = [];
    for (let i = 0; i < 5; i++) docs.push(await storedDocument(vendor.id, { expirationDate: addDays(today, 20 + i) }));
    const { rows, sizes } = await everyPage(
      admin,
      '/api/admin/documents?filter=expiring',
      3,
      (body) => reviewResponseSchema.parse(body).documents,
    );
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
    const seen: string[] = rows.map((d) => d.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => docs.some((d) => d.id === id))).toEqual(docs.map((d) => d.id));
    const first = await admin.get('/api/admin/documents?filter=expiring&limit=3');
    const foreign = await admin.get(`/api/admin/documents?filter=pending&cursor=${String(first.body.nextCursor)}`);
    expect(foreign).toMatchObject({ status: 400, body: { message: PAGE_MSG.badCursor } });
  });
});
