import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.js';
import { PROFILE_MSG } from '../../shared/profile-messages.js';
import {
  contentReviewResponseSchema,
  imageUploadUrlResponseSchema,
  vendorImageSchema,
  vendorProductSchema,
  vendorProfileSchema,
} from '../../shared/schemas/vendor-profile.js';
import * as v from 'valibot';
import { publicVendorPageSchema } from '../../shared/schemas/public-vendor.js';
import { makeClient, type ApiClient } from './client.js';
import { DEMO, localStores, signedInClient } from './factories.js';
import { makeMarketFixtures } from './market-fixtures.js';

/**
 * A vendor's public presence (issue 11): profile, images uploaded straight to storage, products, publishing, the
 * admins' review and the public vendor page. Every vendor here is made by this file and removed with all it holds.
 */
const fx = makeMarketFixtures();
const env = localStores().env;
const vendorIds: string[] = [];
let admin: ApiClient;
let anonymous: ApiClient;
let s3: S3Client;

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  anonymous = makeClient(env.APP_URL ?? '');
  s3 = new S3Client({
    region: env.AWS_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
});

afterAll(async () => {
  for (const id of vendorIds) {
    await fx.removePartition(keys.vendorPartition(id).pk);
  }
  await fx.cleanup();
  s3.destroy();
});

async function vendorWithUser(over: Parameters<typeof fx.vendor>[0] = {}) {
  const vendor = await fx.vendor(over);
  vendorIds.push(vendor.id);
  const { api } = await fx.vendorUser(vendor.id);
  return { vendor, api };
}

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7d44' } })
    .png()
    .toBuffer();

async function objectExists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: env.IMAGES_BUCKET, Key: key }));
    return true;
  } catch {
    return false;
  }
}

/** As the browser does: asks for a presigned POST, then sends the file to storage as multipart. */
async function uploadToStorage(
  api: ApiClient,
  vendorId: string,
  file: Buffer,
  opts: { imageType?: string; contentType?: string; declaredSize?: number } = {},
) {
  const res = await api.post(`/api/vendors/${vendorId}/images/upload-url`, {
    imageType: opts.imageType ?? 'booth',
    contentType: opts.contentType ?? 'image/png',
    size: opts.declaredSize ?? file.length,
  });
  expect(res.status, res.text).toBe(200);
  const presigned = imageUploadUrlResponseSchema.parse(res.body);
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: opts.contentType ?? 'image/png' }), 'photo.png');
  const stored = await fetch(presigned.url, { method: 'POST', body: form });
  return { key: presigned.key, stored };
}

async function uploadImage(api: ApiClient, vendorId: string, imageType = 'booth', caption = 'Our stand') {
  const { key, stored } = await uploadToStorage(api, vendorId, await png(), { imageType });
  expect(stored.status).toBeLessThan(300);
  return api.post(`/api/vendors/${vendorId}/images`, { key, imageType, caption });
}

const productBody = {
  name: 'Heirloom Tomatoes',
  description: 'Brandywine and Cherokee Purple',
  category: 'Produce',
  seasonalityStart: 6,
  seasonalityEnd: 9,
  priceRange: '$4-$6/lb',
  certifications: ['Organic', 'Local'],
};

describe('an uploaded image is public only once approved', () => {
  it('upload → pending → not public → approve → public, served as a web-sized WebP', async () => {
    const { vendor, api } = await vendorWithUser();
    expect((await api.patch(`/api/vendors/${vendor.id}/profile`, { tagline: 'Fresh from the farm' })).status).toBe(200);
    expect((await api.post(`/api/vendors/${vendor.id}/profile/publish`)).status).toBe(200);

    const registered = await uploadImage(api, vendor.id);
    expect(registered.status, registered.text).toBe(201);
    const image = vendorImageSchema.parse(registered.body);
    expect(image).toMatchObject({ imageType: 'booth', caption: 'Our stand', isApproved: false, isActive: true });
    expect(image.imageUrl).toMatch(/^\/media\/.+\.webp$/);

    const own = await api.get(`/api/vendors/${vendor.id}/images`);
    expect(own.body.images.map((i: { id: string }) => i.id)).toEqual([image.id]);

    const before = await anonymous.get(`/api/public/vendors/${vendor.id}`);
    expect(before.status).toBe(200);
    expect(v.parse(publicVendorPageSchema, before.body).images).toEqual([]);

    const queue = contentReviewResponseSchema.parse((await admin.get('/api/admin/content-review')).body);
    expect(queue.images.find((i) => i.id === image.id)).toMatchObject({ vendorId: vendor.id, vendorName: vendor.name });

    expect((await admin.post(`/api/vendors/${vendor.id}/images/${image.id}/approve`)).status).toBe(200);
    const after = v.parse(publicVendorPageSchema, (await anonymous.get(`/api/public/vendors/${vendor.id}`)).body);
    expect(after.images.map((i) => i.id)).toEqual([image.id]);
    expect(after.vendor.tagline).toBe('Fresh from the farm');
    const requeued = contentReviewResponseSchema.parse((await admin.get('/api/admin/content-review')).body);
    expect(requeued.images.some((i) => i.id === image.id)).toBe(false);

    const served = await fetch(`${env.APP_URL}${image.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const thumb = await fetch(`${env.APP_URL}${image.thumbnailUrl}`);
    expect(thumb.status).toBe(200);
  });

  it('a product is pending until approved, and pending again once edited', async () => {
    const { vendor, api } = await vendorWithUser();
    await api.post(`/api/vendors/${vendor.id}/profile/publish`);
    const created = await api.post(`/api/vendors/${vendor.id}/products`, productBody);
    expect(created.status, created.text).toBe(201);
    const product = vendorProductSchema.parse(created.body);
    expect(product.isApproved).toBe(false);

    const publicProducts = async () =>
      (await anonymous.get(`/api/public/vendors/${vendor.id}/products`)).body.products as { id: string }[];
    expect(await publicProducts()).toEqual([]);
    expect((await admin.post(`/api/vendors/${vendor.id}/products/${product.id}/approve`)).status).toBe(200);
    expect((await publicProducts()).map((p) => p.id)).toEqual([product.id]);

    const edited = await api.put(`/api/vendors/${vendor.id}/products/${product.id}`, {
      ...productBody,
      priceRange: '$5',
    });
    expect(edited.body).toMatchObject({ priceRange: '$5', isApproved: false });
    expect(await publicProducts()).toEqual([]);

    const bulk = await admin.post('/api/admin/content-review/bulk', {
      action: 'approve',
      images: [],
      products: [
        { vendorId: vendor.id, id: product.id },
        { vendorId: vendor.id, id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' },
      ],
    });
    expect(bulk.body).toEqual({ succeeded: 1, failed: 1 });
    expect((await publicProducts()).map((p) => p.id)).toEqual([product.id]);

    expect((await api.delete(`/api/vendors/${vendor.id}/products/${product.id}`)).status).toBe(200);
    expect(await publicProducts()).toEqual([]);
  });
});

describe('what the server refuses to keep', () => {
  it('a text file named .png is refused with the spec message and removed from storage', async () => {
    const { vendor, api } = await vendorWithUser();
    const text = Buffer.from('This is not a picture of vegetables, just words.\n'.repeat(20));
    const { key, stored } = await uploadToStorage(api, vendor.id, text, { contentType: 'image/png' });
    expect(stored.status).toBeLessThan(300);
    expect(await objectExists(key)).toBe(true);

    const res = await api.post(`/api/vendors/${vendor.id}/images`, { key, imageType: 'booth', caption: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PROFILE_MSG.notAnImage);
    expect(await objectExists(key)).toBe(false);
    expect((await api.get(`/api/vendors/${vendor.id}/images`)).body.images).toEqual([]);
  });

  it('a 6 MB file is refused by the storage policy, and by the server when it gets there anyway', async () => {
    const { vendor, api } = await vendorWithUser();
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    const asked = await api.post(`/api/vendors/${vendor.id}/images/upload-url`, {
      imageType: 'booth',
      contentType: 'image/png',
      size: big.length,
    });
    expect(asked.status).toBe(400);
    expect(asked.body.message).toBe(PROFILE_MSG.imageTooLarge);

    // The browser claims a small file but sends 6 MB: the policy's content-length-range refuses it.
    const { key, stored } = await uploadToStorage(api, vendor.id, big, { declaredSize: 1000 });
    expect(stored.status).toBe(400);
    expect(await stored.text()).toContain('EntityTooLarge');
    expect(await objectExists(key)).toBe(false);

    // An object over the limit that reached the bucket by another way is measured, refused and removed.
    await s3.send(new PutObjectCommand({ Bucket: env.IMAGES_BUCKET, Key: key, Body: big, ContentType: 'image/png' }));
    const res = await api.post(`/api/vendors/${vendor.id}/images`, { key, imageType: 'booth' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PROFILE_MSG.imageTooLarge);
    expect(await objectExists(key)).toBe(false);
  });

  it('two logos registered at the same moment leave one logo, and the other gets the spec message', async () => {
    const { vendor, api } = await vendorWithUser();
    const uploads = await Promise.all([
      uploadToStorage(api, vendor.id, await png(), { imageType: 'logo' }),
      uploadToStorage(api, vendor.id, await png(50, 50), { imageType: 'logo' }),
    ]);
    const results = await Promise.all(
      uploads.map((u) => api.post(`/api/vendors/${vendor.id}/images`, { key: u.key, imageType: 'logo' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.status === 400)!.body.message).toBe(PROFILE_MSG.oneLogo);
    const images = (await api.get(`/api/vendors/${vendor.id}/images`)).body.images as {
      id: string;
      imageType: string;
    }[];
    expect(images.filter((i) => i.imageType === 'logo')).toHaveLength(1);

    // Deleting the logo frees its place.
    expect((await api.delete(`/api/vendors/${vendor.id}/images/${images[0]!.id}`)).status).toBe(200);
    expect((await uploadImage(api, vendor.id, 'logo')).status).toBe(201);
  });

  it('rejecting an image deletes it and its files', async () => {
    const { vendor, api } = await vendorWithUser();
    const image = vendorImageSchema.parse((await uploadImage(api, vendor.id)).body);
    expect((await admin.post(`/api/vendors/${vendor.id}/images/${image.id}/reject`)).status).toBe(200);
    expect((await api.get(`/api/vendors/${vendor.id}/images`)).body.images).toEqual([]);
    expect((await fetch(`${env.APP_URL}${image.imageUrl}`)).status).toBe(404);
  });

  it('a bulk reject deletes the images and their files, frees their places and keeps the product, inactive', async () => {
    const { vendor, api } = await vendorWithUser();
    const booths = [
      vendorImageSchema.parse((await uploadImage(api, vendor.id)).body),
      vendorImageSchema.parse((await uploadImage(api, vendor.id)).body),
    ];
    const product = vendorProductSchema.parse((await api.post(`/api/vendors/${vendor.id}/products`, productBody)).body);
    const bulk = await admin.post('/api/admin/content-review/bulk', {
      action: 'reject',
      images: [...booths.map((b) => ({ vendorId: vendor.id, id: b.id })), { vendorId: vendor.id, id: booths[0]!.id }],
      products: [
        { vendorId: vendor.id, id: product.id },
        { vendorId: vendor.id, id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' },
      ],
    });
    expect(bulk.body).toEqual({ succeeded: 3, failed: 1 });
    expect((await api.get(`/api/vendors/${vendor.id}/images`)).body.images).toEqual([]);
    for (const b of booths) expect((await fetch(`${env.APP_URL}${b.imageUrl}`)).status).toBe(404);
    const products = (await api.get(`/api/vendors/${vendor.id}/products`)).body.products as unknown[];
    expect(products.map((p) => vendorProductSchema.parse(p))).toMatchObject([
      { id: product.id, isApproved: false, isActive: false },
    ]);
    // Both booth places are free again.
    expect((await uploadImage(api, vendor.id)).status).toBe(201);
    expect((await uploadImage(api, vendor.id)).status).toBe(201);
  });
});

describe('who sees what', () => {
  it('an unpublished profile, or one of a vendor not approved, answers "Vendor Not Found"', async () => {
    const { vendor, api } = await vendorWithUser();
    const unpublished = await anonymous.get(`/api/public/vendors/${vendor.id}`);
    expect(unpublished.status).toBe(404);
    expect(unpublished.body.message).toBe(PROFILE_MSG.vendorNotFound);

    const published = vendorProfileSchema.parse((await api.post(`/api/vendors/${vendor.id}/profile/publish`)).body);
    expect(published.isProfilePublished).toBe(true);
    expect((await anonymous.get(`/api/public/vendors/${vendor.id}`)).status).toBe(200);
    expect((await api.post(`/api/vendors/${vendor.id}/profile/unpublish`)).status).toBe(200);
    expect((await anonymous.get(`/api/public/vendors/${vendor.id}`)).status).toBe(404);

    const pending = await vendorWithUser({ status: 'PENDING', isProfilePublished: true });
    expect((await anonymous.get(`/api/public/vendors/${pending.vendor.id}`)).status).toBe(404);
    expect((await anonymous.get('/api/public/vendors/01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(404);
  });

  it("a vendor user cannot touch another vendor's images or products (404)", async () => {
    const a = await vendorWithUser();
    const b = await vendorWithUser();
    const image = vendorImageSchema.parse((await uploadImage(a.api, a.vendor.id)).body);
    const product = vendorProductSchema.parse(
      (await a.api.post(`/api/vendors/${a.vendor.id}/products`, productBody)).body,
    );

    expect((await b.api.get(`/api/vendors/${a.vendor.id}/images`)).status).toBe(404);
    expect((await b.api.delete(`/api/vendors/${a.vendor.id}/images/${image.id}`)).status).toBe(404);
    expect((await b.api.delete(`/api/vendors/${b.vendor.id}/images/${image.id}`)).status).toBe(404);
    expect((await b.api.put(`/api/vendors/${a.vendor.id}/products/${product.id}`, productBody)).status).toBe(404);
    expect((await b.api.put(`/api/vendors/${b.vendor.id}/products/${product.id}`, productBody)).status).toBe(404);
    // Another vendor's upload key cannot be registered as one's own.
    const { key } = await uploadToStorage(a.api, a.vendor.id, await png());
    const stolen = await b.api.post(`/api/vendors/${b.vendor.id}/images`, { key, imageType: 'booth' });
    expect(stolen.status).toBe(400);
    expect(await objectExists(key)).toBe(true);

    expect((await a.api.get(`/api/vendors/${a.vendor.id}/images`)).body.images).toHaveLength(1);
    expect((await a.api.get(`/api/vendors/${a.vendor.id}/products`)).body.products).toHaveLength(1);
  });

  it('the profile saves with the website normalised and empty years as null', async () => {
    const { vendor, api } = await vendorWithUser();
    const res = await api.patch(`/api/vendors/${vendor.id}/profile`, {
      tagline: 'Bread baked at dawn',
      businessStory: 'Three generations of bakers.',
      yearsAtMarket: '',
      website: 'dawnbakery.example.com',
      instagram: '@dawnbakery',
      etsy: '',
    });
    expect(res.status, res.text).toBe(200);
    expect(vendorProfileSchema.parse(res.body)).toMatchObject({
      website: 'http://dawnbakery.example.com',
      yearsAtMarket: null,
      instagram: 'dawnbakery',
      etsy: null,
    });
    const read = await api.get(`/api/vendors/${vendor.id}`);
    expect(read.body).toMatchObject({ tagline: 'Bread baked at dawn', website: 'http://dawnbakery.example.com' });
  });
});

describe("the profile's contact e-mail", () => {
  it('moves to a new address, and refuses one another vendor holds', async () => {
    const { vendor, api } = await vendorWithUser();
    const fresh = `moved-${vendor.id.toLowerCase()}@example.com`;
    const moved = await api.patch(`/api/vendors/${vendor.id}/profile`, { email: fresh });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.email).toBe(fresh);
    fx.track(keys.uniqueVendorEmail(fresh));
    fx.track(keys.vendorDirectoryEntry(vendor.id));

    // A demo vendor's address, held by its unique e-mail guard.
    const taken = await api.patch(`/api/vendors/${vendor.id}/profile`, { email: 'greenvalley@example.com' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(PROFILE_MSG.emailTaken);
    expect((await api.get(`/api/vendors/${vendor.id}`)).body.email).toBe(fresh);
  });
});

describe('the demo market', () => {
  it("shows Sunny Acres Farm's published profile with its approved pictures and products, in a fixed number of reads", async () => {
    const vendorUser = await signedInClient(DEMO.vendor, DEMO.password);
    const vendorId = (await vendorUser.get('/api/auth/user')).body.vendorId as string;
    const res = await anonymous.get(`/api/public/vendors/${vendorId}`);
    expect(res.status).toBe(200);
    expect(anonymous.ddbRequests(res)).toBeLessThanOrEqual(2);
    const page = v.parse(publicVendorPageSchema, res.body);
    expect(page.vendor).toMatchObject({ name: 'Sunny Acres Farm', yearsAtMarket: 6 });
    expect(page.images.map((i) => i.imageType)).toEqual(expect.arrayContaining(['logo', 'booth', 'product']));
    expect(page.images.every((i) => i.isApproved)).toBe(true);
    expect(page.products.map((p) => p.name)).toEqual(['Pastured Eggs', 'Strawberries']);
    const logo = await fetch(`${env.APP_URL}${page.images.find((i) => i.imageType === 'logo')!.thumbnailUrl}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/webp');

    // What waits for approval is in the admins' queue and nowhere public.
    const own = (await vendorUser.get(`/api/vendors/${vendorId}/products`)).body.products as { name: string }[];
    expect(own.map((p) => p.name)).toContain('Heirloom Tomatoes');
    const queue = contentReviewResponseSchema.parse((await admin.get('/api/admin/content-review')).body);
    expect(queue.products.some((p) => p.vendorId === vendorId && p.name === 'Heirloom Tomatoes')).toBe(true);
    expect(queue.images.some((i) => i.vendorId === vendorId)).toBe(true);
  });
});
