/**
 * The people and data the access matrix calls the API with: two vendors (A and B) on a market date of their own,
 * each with a space, an approved request and a primary user holding every permission; employees of A who each lack
 * one permission (or all of them); an admin of the test's own, so signing it out touches nobody else; and a market
 * staff member.
 */
import { ulid } from 'ulid';
import { documentKeys, keys, queuedMessageKeys } from '../../../functions/lib/data/keys.js';
import { isType } from '../../../functions/lib/data/toolkit/index.js';
import { inject } from 'vitest';
import { makeNotificationsRepository } from '../../../functions/lib/data/users/notifications.repository.js';
import { PERMISSION_CODES, type PermissionCode } from '../../../shared/permissions.js';
import { routes } from '../../../shared/routes.js';
import { makeClient, type ApiClient } from '../client.js';
import { createTestUser, localStores, signedInClient } from '../factories.js';
import { makeSpacesFixtures } from '../spaces-fixtures.js';

export type Owner = 'A' | 'B';

export interface Actor {
  api: ApiClient;
  userId: string;
  role: 'admin' | 'vendor_user' | 'staff';
  vendor: Owner | null;
  permissions: readonly string[];
}

async function actor(
  role: Actor['role'],
  vendor: Owner | null,
  vendorId: string | null,
  permissions: readonly string[],
): Promise<Actor> {
  const user = await createTestUser({ role, vendorId, permissions: [...permissions] });
  return { api: await signedInClient(user.email, user.password), userId: user.id, role, vendor, permissions };
}

/** Every permission code some route of the manifest requires. */
const requiredCodes = (): PermissionCode[] => [
  ...new Set(routes.flatMap((r) => (r.access.kind === 'permission' ? [r.access.code] : []))),
];

export async function makeAccessWorld() {
  const spaces = makeSpacesFixtures();
  const { ddb, tableName, table } = localStores();
  const [vendorA, vendorB] = [spaces.vendor({ name: 'Access Matrix A' }), spaces.vendor({ name: 'Access Matrix B' })];
  const { marketDate, spaces: dateSpaces } = await spaces.marketDate({
    spaces: [
      { label: 'AM1', vendor: vendorA },
      { label: 'AM2', vendor: vendorB },
    ],
  });
  // A date with no spaces: publishing it is refused, so the admin's publish call changes nothing.
  const { marketDate: emptyDate } = await spaces.marketDate({ spaces: [] });

  const catalog = await table.query({ pk: keys.catalog.pk });
  const firstOf = (type: string) => {
    const item = catalog.items.find((i) => isType(i, type));
    if (!item) throw new Error(`The demo catalog has no ${type}`);
    return String(item.id);
  };

  const codes = requiredCodes();
  const [primaryA, primaryB, admin, staff, employeeWithout, ...lacking] = await Promise.all([
    actor('vendor_user', 'A', vendorA.id, PERMISSION_CODES),
    actor('vendor_user', 'B', vendorB.id, PERMISSION_CODES),
    actor('admin', null, null, []),
    actor('staff', null, null, []),
    actor('vendor_user', 'A', vendorA.id, []),
    ...codes.map((code) =>
      actor(
        'vendor_user',
        'A',
        vendorA.id,
        PERMISSION_CODES.filter((c) => c !== code),
      ),
    ),
  ]);
  const employeeLacking = new Map(codes.map((code, i) => [code, lacking[i]!]));

  const notifications = makeNotificationsRepository(ddb, tableName);
  const notificationOf = async (a: Actor) => {
    await notifications.notifyUsers([a.userId], { title: 'Matrix', message: 'A note of its own' });
    const list = await a.api.get('/api/notifications');
    return String(list.body.notifications[0].id);
  };
  const [notificationA, notificationB] = await Promise.all([notificationOf(primaryA), notificationOf(primaryB)]);

  const byOwner = <T>(a: T, b: T) => ({ A: a, B: b }) as Record<Owner, T>;

  // Profile images and products, approved so the admins' review queue stays as it was. Deleting or rejecting one
  // removes it, so every call takes one of its own (nextImageId / nextProductId).
  const contentOf = async (vendorId: string, count: number) => {
    const at = new Date().toISOString();
    const imageIds = Array.from({ length: count }, () => ulid());
    const productIds = Array.from({ length: count }, () => ulid());
    const approved = { isApproved: true, approvedAt: at, approvedBy: 'matrix', createdAt: at, updatedAt: at };
    const items: Record<string, unknown>[] = [
      {
        ...keys.vendorImageCount(vendorId, 'product'),
        _type: 'vendor_image_count',
        id: 'product',
        vendorId,
        imageType: 'product',
        count,
        createdAt: at,
        updatedAt: at,
      },
      ...imageIds.map((id) => ({
        ...keys.vendorImage(vendorId, id),
        _type: 'vendor_image',
        id,
        vendorId,
        vendorName: 'Access Matrix',
        imageType: 'product',
        originalKey: `vendors/${vendorId}/images/${id}`,
        webKey: `media/vendors/${vendorId}/images/${id}.webp`,
        thumbnailKey: `media/vendors/${vendorId}/images/${id}-thumb.webp`,
        imageUrl: `/media/vendors/${vendorId}/images/${id}.webp`,
        thumbnailUrl: `/media/vendors/${vendorId}/images/${id}-thumb.webp`,
        caption: null,
        isActive: true,
        displayOrder: 0,
        ...approved,
      })),
      ...productIds.map((id) => ({
        ...keys.vendorProduct(vendorId, id),
        _type: 'vendor_product',
        id,
        vendorId,
        vendorName: 'Access Matrix',
        name: 'Matrix Honey',
        description: null,
        category: 'Other',
        seasonalityStart: null,
        seasonalityEnd: null,
        priceRange: null,
        certifications: [],
        imageId: null,
        imageUrl: null,
        isActive: true,
        ...approved,
      })),
    ];
    await table.batchWrite({ puts: items });
    return { imageIds, productIds };
  };
  const [contentA, contentB] = await Promise.all([contentOf(vendorA.id, 24), contentOf(vendorB.id, 8)]);
  const content = byOwner(contentA, contentB);

  // Pending documents with a file key (the file itself is never fetched: a download link is only signed).
  const documentsOf = async (vendorId: string, count: number) => {
    const at = new Date().toISOString();
    const ids = Array.from({ length: count }, () => ulid());
    const items = ids.map((id) => {
      const doc = {
        _type: 'document',
        id,
        vendorId,
        typeId: firstOf('document_type'),
        fileName: 'matrix.pdf',
        mimeType: 'application/pdf',
        description: null,
        uploadDate: at,
        expirationDate: null,
        certificateNumber: null,
        countyName: null,
        archived: false,
        status: 'pending',
        fileKey: `vendors/${vendorId}/documents/${id}`,
        reviewedAt: null,
        reviewedBy: null,
        reviewNote: null,
        createdAt: at,
        updatedAt: at,
      };
      return { ...documentKeys(doc), ...doc };
    });
    await table.batchWrite({ puts: items });
    return ids;
  };
  const [documentsA, documentsB] = await Promise.all([documentsOf(vendorA.id, 30), documentsOf(vendorB.id, 10)]);
  const documents = byOwner(documentsA, documentsB);
  const spaceOf = (v: { id: string }) => dateSpaces.find((s) => s.vendorId === v.id)!;

  // Saved cards of each vendor and of each primary user. Deleting one removes it, so every call takes its own.
  const cardsOf = async (owner: 'VENDOR' | 'USER', ownerId: string, count: number) => {
    const at = new Date().toISOString();
    const ids = Array.from({ length: count }, () => `pm_matrix_${ulid()}`);
    const items = ids.map((pm, i) => ({
      ...keys.savedCard(owner, ownerId, pm),
      _type: 'saved_card',
      id: ulid(),
      stripePaymentMethodId: pm,
      vendorId: owner === 'VENDOR' ? ownerId : null,
      userId: owner === 'USER' ? ownerId : null,
      cardBrand: 'visa',
      last4: '4242',
      expirationMonth: 12,
      expirationYear: 2040,
      isDefault: i === 0,
      createdAt: at,
      updatedAt: at,
    }));
    await table.batchWrite({ puts: items });
    return ids;
  };
  const [vendorCardsA, vendorCardsB, userCardsA, userCardsB] = await Promise.all([
    cardsOf('VENDOR', vendorA.id, 12),
    cardsOf('VENDOR', vendorB.id, 8),
    cardsOf('USER', primaryA.userId, 12),
    cardsOf('USER', primaryB.userId, 8),
  ]);
  const savedCards = { vendor: byOwner(vendorCardsA, vendorCardsB), user: byOwner(userCardsA, userCardsB) };

  // View Messages: a sent message; resending it is refused (only a failed one can be), so the call changes nothing.
  const sentMessageId = ulid();
  {
    const at = new Date().toISOString();
    await table.put({
      ...queuedMessageKeys({ id: sentMessageId, createdAt: at, status: 'sent', templateId: 'request_reminder' }),
      _type: 'queued_message',
      id: sentMessageId,
      channel: 'email',
      to: 'access-matrix@example.com',
      templateId: 'request_reminder',
      variables: {},
      status: 'sent',
      attempts: 1,
      createdAt: at,
      updatedAt: at,
      sentAt: at,
    });
  }

  // Bulk Messages: a batch whose progress reading changes nothing.
  const bulkBatchId = ulid();
  await table.put({
    ...keys.messageBatch(bulkBatchId),
    _type: 'message_batch',
    batchId: bulkBatchId,
    queued: 1,
    sent: 1,
    failed: 0,
    createdAt: new Date().toISOString(),
  });

  return {
    sentMessageId,
    bulkBatchId,
    marketDate,
    emptyDate,
    vendorId: byOwner(vendorA.id, vendorB.id),
    primaryUser: byOwner(primaryA, primaryB),
    spaceId: byOwner(spaceOf(vendorA).id, spaceOf(vendorB).id),
    requestId: byOwner(spaceOf(vendorA).request!.id, spaceOf(vendorB).request!.id),
    notificationId: byOwner(notificationA, notificationB),
    /** A profile image or product of the vendor that no other call of the matrix names. */
    nextImageId: (of: Owner) => content[of].imageIds.pop() ?? 'no-image-left',
    nextProductId: (of: Owner) => content[of].productIds.pop() ?? 'no-product-left',
    /** A saved card of the vendor (or of its primary user) that no other call of the matrix names. */
    nextCardId: (owner: 'vendor' | 'user', of: Owner) => savedCards[owner][of].pop() ?? 'no-card-left',
    /** A document of the vendor that no other call of the matrix names. */
    nextDocumentId: (of: Owner) => documents[of].pop() ?? 'no-document-left',
    catalog: {
      areaId: firstOf('area'),
      spaceTypeId: firstOf('space_type'),
      vendorTypeId: firstOf('vendor_type'),
      landmarkTypeId: firstOf('landmark_type'),
      documentTypeId: firstOf('document_type'),
    },
    actors: {
      anonymous: makeClient(inject('baseUrl')),
      primaryA,
      primaryB,
      admin,
      /** Market staff (issue 31): market day alone, besides their own session, profile and notifications. */
      staff,
      /** An employee of A without the given code (holding every other), or without any when none is given. */
      employeeOfA: (code?: PermissionCode) => (code ? employeeLacking.get(code)! : employeeWithout),
    },
  };
}
export type AccessWorld = Awaited<ReturnType<typeof makeAccessWorld>>;
