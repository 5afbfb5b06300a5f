import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_VENDOR_PERMISSIONS } from '../../shared/permissions.js';
import { keys } from '../../functions/lib/data/keys.js';
import { c, makeTable } from '../../functions/lib/data/toolkit/index.js';
import { makeCognitoIdentity, makeUserAccounts } from '../../functions/lib/auth/user-accounts.js';
import { DEMO_ADMIN, DEMO_EMPLOYEE_USER, DEMO_PASSWORD, DEMO_VENDOR_USER } from './accounts.js';
import type { TableItem } from './build-context.js';
import { buildDemoMarket } from './demo-market.js';
import { minimalPdf } from './documents-and-alerts.js';
import type { DemoImageFile } from './profiles.js';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { makeSharpImageProcessor } from '../../functions/lib/storage/image-processing.js';
import { PUBLIC_CACHE_CONTROL } from '../../functions/lib/storage/image-store.js';

/**
 * Draws each demo picture (a colour field with a band) and stores it with the variants an upload would get.
 * Drawn locally: nothing is downloaded.
 */
async function storeDemoImages(images: NonNullable<SeedContext['images']>, files: DemoImageFile[]): Promise<void> {
  const sharp = (await import('sharp')).default;
  const processor = makeSharpImageProcessor();
  for (const f of files) {
    const [fill, band] = f.colors;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="${fill}"/><rect y="380" width="800" height="120" fill="${band}"/><circle cx="400" cy="230" r="110" fill="${band}" opacity="0.6"/></svg>`;
    const original = await sharp(Buffer.from(svg)).png().toBuffer();
    const { web, thumbnail } = await processor.makeVariants(original);
    const put = (Key: string, Body: Buffer, ContentType: string) =>
      images.s3.send(
        new PutObjectCommand({ Bucket: images.bucket, Key, Body, ContentType, CacheControl: PUBLIC_CACHE_CONTROL }),
      );
    await Promise.all([
      put(f.originalKey, original, 'image/png'),
      put(f.webKey, web, 'image/webp'),
      put(f.thumbnailKey, thumbnail, 'image/webp'),
    ]);
  }
}

/** A small PDF naming each demo document, where its item says its file is. */
async function storeDemoDocuments(store: NonNullable<SeedContext['documents']>, items: TableItem[]): Promise<void> {
  const docs = items.filter((i) => i._type === 'document' && typeof i.fileKey === 'string');
  await Promise.all(
    docs.map((d) =>
      store.s3.send(
        new PutObjectCommand({
          Bucket: store.bucket,
          Key: String(d.fileKey),
          Body: minimalPdf(String(d.fileName)),
          ContentType: 'application/pdf',
        }),
      ),
    ),
  );
}

export interface SeedContext {
  ddb: DynamoDBDocumentClient;
  tableName: string;
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  userPoolClientId: string;
  today?: Date;
  /** Where the demo's profile pictures go; without it the image items are written but no files. */
  images?: { s3: S3Client; bucket: string };
  /** Where the demo documents' files go (the private documents bucket); without it no files. */
  documents?: { s3: S3Client; bucket: string };
}

const DEMO_LOAD = 'demo-market';

/** Loads the demo market once. A second call finds the marker and does nothing. */
export async function seedDemoMarket(ctx: SeedContext): Promise<void> {
  const { ddb, tableName } = ctx;
  const table = makeTable(ddb, tableName);
  const today = ctx.today ?? new Date();
  const marker = keys.dataLoad(DEMO_LOAD);
  const claimed = await table.put(
    {
      ...marker,
      _type: 'data_load',
      id: DEMO_LOAD,
      status: 'loading',
      createdAt: today.toISOString(),
      updatedAt: today.toISOString(),
    },
    { guard: c.absent() },
  );
  if (!claimed.ok) {
    const existing = await table.get(marker, { consistent: true });
    if (existing?.status === 'loaded') return;
    throw new Error('An earlier load of the demo market did not finish; start again from empty data (--reset).');
  }

  const accounts = makeUserAccounts({
    ddb,
    tableName,
    identity: makeCognitoIdentity(ctx.cognito, { userPoolId: ctx.userPoolId, clientId: ctx.userPoolClientId }),
  });
  const admin = await accounts.createUser({
    username: DEMO_ADMIN.username,
    email: DEMO_ADMIN.email,
    role: 'admin',
    password: DEMO_PASSWORD,
  });

  const market = buildDemoMarket({ today, adminUserId: admin.id });
  // Vendors with their unique e-mail guards in one transaction, so the guards hold from the first write.
  const vendors = await table.transact(market.vendorItems.map((item) => table.tx.put(item, { guard: c.absent() })));
  if (!vendors.ok) throw new Error(`Demo data: the demo vendors could not be written (${vendors.codes.join(', ')})`);
  await table.batchWrite({ puts: market.items });
  if (ctx.images) await storeDemoImages(ctx.images, market.imageFiles);
  if (ctx.documents) await storeDemoDocuments(ctx.documents, market.items);

  await accounts.createUser({
    username: DEMO_VENDOR_USER.username,
    email: DEMO_VENDOR_USER.email,
    phone: DEMO_VENDOR_USER.phone,
    role: 'vendor_user',
    vendorId: market.sunnyAcresVendorId,
    permissions: [...DEFAULT_VENDOR_PERMISSIONS],
    password: DEMO_PASSWORD,
  });
  await accounts.createUser({
    username: DEMO_EMPLOYEE_USER.username,
    email: DEMO_EMPLOYEE_USER.email,
    role: 'vendor_user',
    vendorId: market.sunnyAcresVendorId,
    permissions: ['vendor.spaceRequests.view', 'vendor.profile.view', 'vendor.documents.view'],
    password: DEMO_PASSWORD,
  });

  await table.update(marker, { set: { status: 'loaded', updatedAt: new Date().toISOString() } });
}
