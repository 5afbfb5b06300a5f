import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { IMAGE_MAX_COUNT, type ImageType } from '../../../../shared/profile-rules.js';
import { keys } from '../keys.js';
import { AGAIN, c, fromKey, makeTable, retry, u, type Table, type TxPart } from '../toolkit/index.js';
import { directoryWrites } from './vendor-directory.js';
import { vendorEmailGuardMove } from './vendor-email-guard.js';
import { guardedVendorPut, vendorEntity, type VendorItem } from './vendor.items.js';
import {
  vendorImageCountEntity,
  vendorImageEntity,
  vendorProductEntity,
  type VendorImageItem,
  type VendorProductItem,
} from './profile.items.js';
import { clockNow } from '../../time/clock.js';

/** The vendor with its images and products: what the profile screens and the public page show. */
export interface VendorProfileData {
  vendor: VendorItem;
  images: VendorImageItem[];
  products: VendorProductItem[];
}

export type ProfileFields = Partial<
  Pick<
    VendorItem,
    | 'tagline'
    | 'businessStory'
    | 'yearsAtMarket'
    | 'email'
    | 'phone'
    | 'website'
    | 'instagram'
    | 'facebook'
    | 'twitter'
    | 'tiktok'
    | 'etsy'
  >
>;

/** Why a new image was not stored. */
export type AddImageOutcome = 'added' | 'limit-reached' | 'already-registered';

export type PendingKind = 'IMAGE' | 'PRODUCT';

/** The image counter is written together with the image; a concurrent writer makes the transaction retry. */
const TRANSACTION_RETRY = { retry: { attempts: 5, pauseMs: (attempt: number) => 20 * attempt + Math.random() * 30 } };

/** A ref whose item was gone cancels its batch, which is then written again without it, up to this many times. */
const BATCH_ATTEMPTS = 3;

/** Approval: the item leaves the review queue (the sparse pending-content index). */
const approvedBy = (by: string, now: string) => ({
  set: { isApproved: true, approvedAt: now, approvedBy: by, isActive: true },
  remove: ['gsi3pk', 'gsi3sk'],
});
/** Rejection keeps a product for the vendor, inactive and unapproved, out of the review queue. */
const rejectedBy = (by: string, now: string) => ({
  set: { isApproved: false, isActive: false, approvedAt: null, approvedBy: null, updatedAt: now, updatedBy: by },
  remove: ['gsi3pk', 'gsi3sk'],
});

/**
 * Writes `refs` in transactions of `size`, each built by `parts`. A transaction some refs of which refused (their
 * item no longer exists) runs again without those refs; `refused(outcome, chunk)` names them (none: the error is
 * thrown). Returns the refs written.
 */
async function transactInChunks<R>(
  table: Table,
  refs: readonly R[],
  size: number,
  parts: (chunk: readonly R[]) => TxPart[],
  refused: (codes: readonly string[], chunk: readonly R[]) => R[],
): Promise<R[]> {
  const written: R[] = [];
  for (let i = 0; i < refs.length; i += size) {
    let chunk = refs.slice(i, i + size);
    await retry(
      async () => {
        if (!chunk.length) return undefined;
        const r = await table.transact(parts(chunk), TRANSACTION_RETRY);
        if (r.ok) {
          written.push(...chunk);
          return undefined;
        }
        const gone = refused(r.codes, chunk);
        if (!gone.length) throw new Error(`Profile batch cancelled: ${r.codes.join(', ')}`);
        chunk = chunk.filter((ref) => !gone.includes(ref));
        return AGAIN;
      },
      { attempts: BATCH_ATTEMPTS, pauseMs: () => 0, exhausted: () => undefined },
    );
  }
  return written;
}

export function makeProfileRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  const contentKey = (kind: PendingKind, vendorId: string, id: string) =>
    kind === 'IMAGE' ? keys.vendorImage(vendorId, id) : keys.vendorProduct(vendorId, id);
  const refusedAt = <R>(codes: readonly string[], chunk: readonly R[]) =>
    chunk.filter((_r, j) => codes[j] === 'ConditionalCheckFailed');

  function getVendor(vendorId: string): Promise<VendorItem | undefined> {
    return table.get(keys.vendor(vendorId), { consistent: true, parser: vendorEntity });
  }

  return {
    getVendor,

    /**
     * One Query of the vendor's partition, from its images to the vendor item itself (IMAGE# < IMAGE_COUNT# < NOTE#
     * < PAYMENT# < PRODUCT# < VENDOR); notes and payments in between are filtered out by DynamoDB.
     */
    async readProfile(vendorId: string, consistent = false): Promise<VendorProfileData | undefined> {
      const items = await table.queryAll({
        ...fromKey(keys.vendorPartition(vendorId)),
        sk: { between: [keys.vendorImage(vendorId, '').sk, keys.vendor(vendorId).sk] },
        filter: c.in('_type', [vendorEntity.type, vendorImageEntity.type, vendorProductEntity.type]),
        consistent,
      });
      let vendor: VendorItem | undefined;
      const images: VendorImageItem[] = [];
      const products: VendorProductItem[] = [];
      for (const item of items) {
        if (vendorEntity.is(item)) vendor = vendorEntity.parse(item);
        else if (vendorImageEntity.is(item)) images.push(vendorImageEntity.parse(item));
        else if (vendorProductEntity.is(item)) products.push(vendorProductEntity.parse(item));
      }
      if (!vendor) return undefined;
      return { vendor, images, products };
    },

    /**
     * Changes the profile fields. A new e-mail moves the vendor's unique e-mail guard and its lookup keys in the same
     * transaction, so two vendors never end up holding one address; the directory entry follows. The write is
     * conditional on the vendor being as read, so a concurrent change is not overwritten.
     */
    async updateProfile(
      before: VendorItem,
      fields: ProfileFields,
      updatedBy: string,
      now: string,
    ): Promise<VendorItem | 'email-taken' | 'changed-meanwhile'> {
      const after: VendorItem = { ...before, ...fields, updatedAt: now, updatedBy };
      const emailChanged =
        fields.email !== undefined && fields.email.trim().toLowerCase() !== before.email.trim().toLowerCase();
      const contactChanged = emailChanged || (fields.phone !== undefined && fields.phone !== before.phone);
      const parts: TxPart[] = [guardedVendorPut(table, before, after)];
      // The directory entry holds the vendor's e-mail and phone for admin search.
      if (contactChanged) parts.push(...directoryWrites(table, before, after));
      // The guard move's first part is the new address's conditional put; the directory's parts vary in number.
      const guardIndex = parts.length;
      if (emailChanged) parts.push(...vendorEmailGuardMove(table, before.id, before.email, after.email, now));
      const r = await table.transact(parts);
      if (r.ok) return after;
      if (r.failedAt(0)) return 'changed-meanwhile';
      if (emailChanged && r.failedAt(guardIndex)) return 'email-taken';
      throw new Error(`Profile update cancelled: ${r.codes.join(', ')}`);
    },

    async setPublished(vendorId: string, published: boolean, updatedBy: string, now: string): Promise<boolean> {
      const r = await table.update(
        keys.vendor(vendorId),
        { set: { isProfilePublished: published, updatedAt: now, updatedBy } },
        { guard: c.present() },
      );
      return r.ok;
    },

    /** How many images of the type the vendor holds now (the counter the transactions keep). */
    async imageCount(vendorId: string, imageType: ImageType): Promise<number> {
      const counter = await table.get(keys.vendorImageCount(vendorId, imageType), {
        consistent: true,
        parser: vendorImageCountEntity,
      });
      return counter?.count ?? 0;
    },

    getImage(vendorId: string, imageId: string): Promise<VendorImageItem | undefined> {
      return table.get(keys.vendorImage(vendorId, imageId), { consistent: true, parser: vendorImageEntity });
    },

    /**
     * Stores a new (pending) image and counts it against its type's maximum in one transaction: the counter's
     * conditional ADD is what refuses the second of two simultaneous logos.
     */
    async addImage(image: VendorImageItem): Promise<AddImageOutcome> {
      const max = IMAGE_MAX_COUNT[image.imageType];
      const r = await table.transact(
        [
          table.tx.update(
            keys.vendorImageCount(image.vendorId, image.imageType),
            {
              set: {
                _type: vendorImageCountEntity.type,
                id: image.imageType,
                vendorId: image.vendorId,
                imageType: image.imageType,
                createdAt: u.ifNotExists(image.createdAt),
                updatedAt: image.createdAt,
              },
              add: { count: 1 },
            },
            { guard: c.or(c.notExists('count'), c.lt('count', max)) },
          ),
          table.tx.put(
            {
              ...image,
              ...keys.vendorImage(image.vendorId, image.id),
              ...keys.pendingContent(image.createdAt, 'IMAGE', image.id),
            },
            { guard: c.absent() },
          ),
          // The vendor must still exist: an image of a deleted vendor would be an orphan.
          table.tx.check(keys.vendor(image.vendorId), c.present()),
        ],
        TRANSACTION_RETRY,
      );
      if (r.ok) return 'added';
      if (r.failedAt(1)) return 'already-registered';
      if (r.failedAt(0)) return 'limit-reached';
      throw new Error(`Image upload cancelled: ${r.codes.join(', ')}`);
    },

    /** Deletes the image and gives its place back to its type's count. False when there was no such image. */
    async deleteImage(image: Pick<VendorImageItem, 'vendorId' | 'id' | 'imageType'>): Promise<boolean> {
      const r = await table.transact(
        [
          table.tx.delete(keys.vendorImage(image.vendorId, image.id), { guard: c.present() }),
          table.tx.update(
            keys.vendorImageCount(image.vendorId, image.imageType),
            { set: { updatedAt: clockNow().toISOString() }, add: { count: -1 } },
            { guard: c.gt('count', 0) },
          ),
        ],
        TRANSACTION_RETRY,
      );
      if (r.ok) return true;
      if (r.failedAt(0)) return false;
      throw new Error(`Image deletion cancelled: ${r.codes.join(', ')}`);
    },

    getProduct(vendorId: string, productId: string): Promise<VendorProductItem | undefined> {
      return table.get(keys.vendorProduct(vendorId, productId), { consistent: true, parser: vendorProductEntity });
    },

    /** Puts a new or edited product; either way it waits for approval again. */
    async putProduct(product: VendorProductItem, mustExist: boolean): Promise<boolean> {
      const r = await table.transact([
        table.tx.put(
          {
            ...product,
            ...keys.vendorProduct(product.vendorId, product.id),
            ...keys.pendingContent(product.updatedAt, 'PRODUCT', product.id),
          },
          { guard: mustExist ? c.present() : c.absent() },
        ),
        table.tx.check(keys.vendor(product.vendorId), c.present()),
      ]);
      if (r.ok) return true;
      if (r.codes.includes('ConditionalCheckFailed')) return false;
      throw new Error(`Product save cancelled: ${r.codes.join(', ')}`);
    },

    async deleteProduct(vendorId: string, productId: string): Promise<boolean> {
      const r = await table.transact([
        table.tx.delete(keys.vendorProduct(vendorId, productId), { guard: c.present() }),
      ]);
      if (r.ok) return true;
      if (r.failedAt(0)) return false;
      throw new Error(`Product deletion cancelled: ${r.codes.join(', ')}`);
    },

    /**
     * Approves a pending image or product: it leaves the review queue. `expectedUpdatedAt` makes an approval of what
     * the admin saw fail when the vendor edited it meanwhile. False when there is no such item.
     */
    async approve(
      kind: PendingKind,
      vendorId: string,
      id: string,
      by: string,
      now: string,
      expectedUpdatedAt?: string,
    ): Promise<boolean> {
      const r = await table.update(contentKey(kind, vendorId, id), approvedBy(by, now), {
        guard: c.and(c.present(), expectedUpdatedAt !== undefined && c.eq('updatedAt', expectedUpdatedAt)),
      });
      return r.ok;
    },

    /**
     * Approves many items in transactions of up to 100 (a fixed number of round trips for a bulk action, not one per
     * item). Returns how many were approved.
     */
    async approveMany(refs: { kind: PendingKind; vendorId: string; id: string }[], by: string, now: string) {
      const written = await transactInChunks(
        table,
        refs,
        100,
        (chunk) =>
          chunk.map((r) =>
            table.tx.update(contentKey(r.kind, r.vendorId, r.id), approvedBy(by, now), { guard: c.present() }),
          ),
        refusedAt,
      );
      return written.length;
    },

    /** rejectProduct for many products, in transactions of up to 100. Returns how many were rejected. */
    async rejectProducts(refs: { vendorId: string; id: string }[], by: string, now: string) {
      const written = await transactInChunks(
        table,
        refs,
        100,
        (chunk) =>
          chunk.map((r) =>
            table.tx.update(keys.vendorProduct(r.vendorId, r.id), rejectedBy(by, now), { guard: c.present() }),
          ),
        refusedAt,
      );
      return written.length;
    },

    /** Images by reference, in one BatchGet per 100; missing ones are left out. */
    async getImages(refs: { vendorId: string; id: string }[]): Promise<VendorImageItem[]> {
      const items = await table.batchGet(
        refs.map((r) => keys.vendorImage(r.vendorId, r.id)),
        { consistent: true },
      );
      return items.map((i) => vendorImageEntity.parse(i));
    },

    /**
     * deleteImage for many images: up to 50 images a transaction, each counter (vendor and type) given back all its
     * images at once, since one transaction may touch an item only once. An image deleted meanwhile cancels its
     * transaction, which runs again without it. Returns the images deleted.
     */
    deleteImages(images: VendorImageItem[]): Promise<VendorImageItem[]> {
      return transactInChunks(
        table,
        images,
        50,
        (chunk) => {
          const counters = new Map<string, { image: VendorImageItem; n: number }>();
          for (const image of chunk) {
            const key = `${image.vendorId}#${image.imageType}`;
            counters.set(key, { image, n: (counters.get(key)?.n ?? 0) + 1 });
          }
          return [
            ...chunk.map((image) =>
              table.tx.delete(keys.vendorImage(image.vendorId, image.id), { guard: c.present() }),
            ),
            ...[...counters.values()].map(({ image, n }) =>
              table.tx.update(
                keys.vendorImageCount(image.vendorId, image.imageType),
                { set: { updatedAt: clockNow().toISOString() }, add: { count: -n } },
                { guard: c.ge('count', n) },
              ),
            ),
          ];
        },
        refusedAt,
      );
    },

    /** Rejecting a product keeps it for the vendor, inactive and unapproved, out of the review queue. */
    async rejectProduct(vendorId: string, productId: string, by: string, now: string): Promise<boolean> {
      const r = await table.update(keys.vendorProduct(vendorId, productId), rejectedBy(by, now), {
        guard: c.present(),
      });
      return r.ok;
    },

    /** The review queue: every pending image and product in one Query of the sparse index, oldest first. */
    async listPending(): Promise<{ images: VendorImageItem[]; products: VendorProductItem[] }> {
      const items = await table.queryAll({ ...fromKey(keys.pendingContentPartition) });
      const images: VendorImageItem[] = [];
      const products: VendorProductItem[] = [];
      for (const item of items) {
        if (vendorImageEntity.is(item)) images.push(vendorImageEntity.parse(item));
        else if (vendorProductEntity.is(item)) products.push(vendorProductEntity.parse(item));
      }
      return { images, products };
    },
  };
}
export type ProfileRepository = ReturnType<typeof makeProfileRepository>;
export type { ImageType };
