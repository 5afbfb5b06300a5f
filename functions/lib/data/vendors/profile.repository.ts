import {
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { IMAGE_MAX_COUNT, type ImageType } from '../../../../shared/profile-rules.js';
import { batchGetAll, cancellationCodes, queryAll } from '../dynamo.js';
import { keys, TABLE_INDEXES } from '../keys.js';
import { directoryEntryItem } from './vendor-directory.js';
import { vendorEmailGuardMove } from './vendor-email-guard.js';
import { vendorItemSchema, type VendorItem } from './vendor.items.js';
import {
  vendorImageItemSchema,
  vendorProductItemSchema,
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
const TRANSACTION_ATTEMPTS = 5;

async function transactWithRetry(ddb: DynamoDBDocumentClient, input: TransactWriteCommandInput): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await ddb.send(new TransactWriteCommand(input));
      return;
    } catch (err) {
      const codes = cancellationCodes(err);
      const conflicted = codes?.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
      if (!conflicted || attempt >= TRANSACTION_ATTEMPTS) throw err;
      await new Promise((r) => setTimeout(r, 20 * attempt + Math.random() * 30));
    }
  }
}

const PENDING_KEY_NAMES = { '#g3pk': 'gsi3pk', '#g3sk': 'gsi3sk' };
const REJECT_PRODUCT =
  'SET isApproved = :no, isActive = :no, approvedAt = :null, approvedBy = :null, updatedAt = :now, updatedBy = :by REMOVE #g3pk, #g3sk';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export function makeProfileRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const TableName = tableName;

  /**
   * One write per ref, in transactions of up to 100. A ref whose item no longer exists cancels its transaction; it
   * is then run again without the missing items. Returns how many were written.
   */
  async function transactEach<R>(refs: R[], write: (r: R) => TransactItem): Promise<number> {
    let written = 0;
    for (let i = 0; i < refs.length; i += 100) {
      let chunk = refs.slice(i, i + 100);
      for (let attempt = 0; chunk.length > 0 && attempt < 3; attempt++) {
        try {
          await transactWithRetry(ddb, { TransactItems: chunk.map(write) });
          written += chunk.length;
          break;
        } catch (err) {
          const codes = cancellationCodes(err);
          if (!codes?.includes('ConditionalCheckFailed')) throw err;
          chunk = chunk.filter((_r, j) => codes[j] !== 'ConditionalCheckFailed');
        }
      }
    }
    return written;
  }

  async function getVendor(vendorId: string): Promise<VendorItem | undefined> {
    const r = await ddb.send(new GetCommand({ TableName, Key: keys.vendor(vendorId), ConsistentRead: true }));
    return r.Item ? vendorItemSchema.parse(r.Item) : undefined;
  }

  return {
    getVendor,

    /**
     * One Query of the vendor's partition, from its images to the vendor item itself (IMAGE# < IMAGE_COUNT# < NOTE#
     * < PAYMENT# < PRODUCT# < VENDOR); notes and payments in between are filtered out by DynamoDB.
     */
    async readProfile(vendorId: string, consistent = false): Promise<VendorProfileData | undefined> {
      const items = await queryAll(ddb, {
        TableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        FilterExpression: '#t IN (:vendor, :image, :product)',
        ExpressionAttributeNames: { '#t': '_type' },
        ExpressionAttributeValues: {
          ':pk': keys.vendorPartition(vendorId).pk,
          ':from': 'IMAGE#',
          ':to': 'VENDOR',
          ':vendor': 'vendor',
          ':image': 'vendor_image',
          ':product': 'vendor_product',
        },
        ConsistentRead: consistent,
      });
      let vendor: VendorItem | undefined;
      const images: VendorImageItem[] = [];
      const products: VendorProductItem[] = [];
      for (const item of items) {
        if (item._type === 'vendor') vendor = vendorItemSchema.parse(item);
        else if (item._type === 'vendor_image') images.push(vendorImageItemSchema.parse(item));
        else if (item._type === 'vendor_product') products.push(vendorProductItemSchema.parse(item));
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
      const vendorItem = {
        ...after,
        ...keys.vendor(before.id),
        ...keys.vendorByEmail(after.email),
        ...keys.vendorByPhone(after.phone),
        ...keys.vendorListing(after.name, after.id),
      };
      const items: NonNullable<TransactWriteCommandInput['TransactItems']> = [
        {
          Put: {
            TableName,
            Item: vendorItem,
            ConditionExpression: 'updatedAt = :was',
            ExpressionAttributeValues: { ':was': before.updatedAt },
          },
        },
      ];
      // The directory entry holds the vendor's e-mail and phone for admin search.
      if (contactChanged) items.push({ Put: { TableName, Item: directoryEntryItem(after) } });
      if (emailChanged) {
        items.push(...vendorEmailGuardMove(TableName, before.id, before.email, after.email, now));
      }
      try {
        await ddb.send(new TransactWriteCommand({ TransactItems: items }));
      } catch (err) {
        const codes = cancellationCodes(err);
        if (codes?.[0] === 'ConditionalCheckFailed') return 'changed-meanwhile';
        if (emailChanged && codes?.[2] === 'ConditionalCheckFailed') return 'email-taken';
        throw err;
      }
      return after;
    },

    async setPublished(vendorId: string, published: boolean, updatedBy: string, now: string): Promise<boolean> {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName,
            Key: keys.vendor(vendorId),
            UpdateExpression: 'SET isProfilePublished = :p, updatedAt = :now, updatedBy = :by',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':p': published, ':now': now, ':by': updatedBy },
          }),
        );
        return true;
      } catch (err) {
        if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
        throw err;
      }
    },

    /** How many images of the type the vendor holds now (the counter the transactions keep). */
    async imageCount(vendorId: string, imageType: ImageType): Promise<number> {
      const r = await ddb.send(
        new GetCommand({ TableName, Key: keys.vendorImageCount(vendorId, imageType), ConsistentRead: true }),
      );
      return typeof r.Item?.count === 'number' ? r.Item.count : 0;
    },

    async getImage(vendorId: string, imageId: string): Promise<VendorImageItem | undefined> {
      const r = await ddb.send(
        new GetCommand({ TableName, Key: keys.vendorImage(vendorId, imageId), ConsistentRead: true }),
      );
      return r.Item ? vendorImageItemSchema.parse(r.Item) : undefined;
    },

    /**
     * Stores a new (pending) image and counts it against its type's maximum in one transaction: the counter's
     * conditional ADD is what refuses the second of two simultaneous logos.
     */
    async addImage(image: VendorImageItem): Promise<AddImageOutcome> {
      const max = IMAGE_MAX_COUNT[image.imageType];
      try {
        await transactWithRetry(ddb, {
          TransactItems: [
            {
              Update: {
                TableName,
                Key: keys.vendorImageCount(image.vendorId, image.imageType),
                UpdateExpression:
                  'SET #t = :type, id = :it, vendorId = :v, imageType = :it, createdAt = if_not_exists(createdAt, :now), updatedAt = :now ADD #c :one',
                ConditionExpression: 'attribute_not_exists(#c) OR #c < :max',
                ExpressionAttributeNames: { '#t': '_type', '#c': 'count' },
                ExpressionAttributeValues: {
                  ':type': 'vendor_image_count',
                  ':v': image.vendorId,
                  ':it': image.imageType,
                  ':one': 1,
                  ':max': max,
                  ':now': image.createdAt,
                },
              },
            },
            {
              Put: {
                TableName,
                Item: {
                  ...image,
                  ...keys.vendorImage(image.vendorId, image.id),
                  ...keys.pendingContent(image.createdAt, 'IMAGE', image.id),
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            // The vendor must still exist: an image of a deleted vendor would be an orphan.
            {
              ConditionCheck: {
                TableName,
                Key: keys.vendor(image.vendorId),
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
          ],
        });
        return 'added';
      } catch (err) {
        const codes = cancellationCodes(err);
        if (codes?.[1] === 'ConditionalCheckFailed') return 'already-registered';
        if (codes?.[0] === 'ConditionalCheckFailed') return 'limit-reached';
        throw err;
      }
    },

    /** Deletes the image and gives its place back to its type's count. False when there was no such image. */
    async deleteImage(image: Pick<VendorImageItem, 'vendorId' | 'id' | 'imageType'>): Promise<boolean> {
      try {
        await transactWithRetry(ddb, {
          TransactItems: [
            {
              Delete: {
                TableName,
                Key: keys.vendorImage(image.vendorId, image.id),
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
            {
              Update: {
                TableName,
                Key: keys.vendorImageCount(image.vendorId, image.imageType),
                UpdateExpression: 'SET updatedAt = :now ADD #c :minus',
                ConditionExpression: '#c > :zero',
                ExpressionAttributeNames: { '#c': 'count' },
                ExpressionAttributeValues: { ':minus': -1, ':zero': 0, ':now': clockNow().toISOString() },
              },
            },
          ],
        });
        return true;
      } catch (err) {
        if (cancellationCodes(err)?.[0] === 'ConditionalCheckFailed') return false;
        throw err;
      }
    },

    async getProduct(vendorId: string, productId: string): Promise<VendorProductItem | undefined> {
      const r = await ddb.send(
        new GetCommand({ TableName, Key: keys.vendorProduct(vendorId, productId), ConsistentRead: true }),
      );
      return r.Item ? vendorProductItemSchema.parse(r.Item) : undefined;
    },

    /** Puts a new or edited product; either way it waits for approval again. */
    async putProduct(product: VendorProductItem, mustExist: boolean): Promise<boolean> {
      try {
        await ddb.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName,
                  Item: {
                    ...product,
                    ...keys.vendorProduct(product.vendorId, product.id),
                    ...keys.pendingContent(product.updatedAt, 'PRODUCT', product.id),
                  },
                  ConditionExpression: mustExist ? 'attribute_exists(pk)' : 'attribute_not_exists(pk)',
                },
              },
              {
                ConditionCheck: {
                  TableName,
                  Key: keys.vendor(product.vendorId),
                  ConditionExpression: 'attribute_exists(pk)',
                },
              },
            ],
          }),
        );
        return true;
      } catch (err) {
        if (cancellationCodes(err)?.some((c) => c === 'ConditionalCheckFailed')) return false;
        throw err;
      }
    },

    async deleteProduct(vendorId: string, productId: string): Promise<boolean> {
      try {
        await ddb.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Delete: {
                  TableName,
                  Key: keys.vendorProduct(vendorId, productId),
                  ConditionExpression: 'attribute_exists(pk)',
                },
              },
            ],
          }),
        );
        return true;
      } catch (err) {
        if (cancellationCodes(err)?.[0] === 'ConditionalCheckFailed') return false;
        throw err;
      }
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
      const Key = kind === 'IMAGE' ? keys.vendorImage(vendorId, id) : keys.vendorProduct(vendorId, id);
      try {
        await ddb.send(
          new UpdateCommand({
            TableName,
            Key,
            UpdateExpression:
              'SET isApproved = :yes, approvedAt = :now, approvedBy = :by, isActive = :yes REMOVE #g3pk, #g3sk',
            ConditionExpression: expectedUpdatedAt
              ? 'attribute_exists(pk) AND updatedAt = :was'
              : 'attribute_exists(pk)',
            ExpressionAttributeNames: PENDING_KEY_NAMES,
            ExpressionAttributeValues: {
              ':yes': true,
              ':now': now,
              ':by': by,
              ...(expectedUpdatedAt ? { ':was': expectedUpdatedAt } : {}),
            },
          }),
        );
        return true;
      } catch (err) {
        if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
        throw err;
      }
    },

    /**
     * Approves many items in transactions of up to 100 (a fixed number of round trips for a bulk action, not one per
     * item). Returns how many were approved.
     */
    async approveMany(refs: { kind: PendingKind; vendorId: string; id: string }[], by: string, now: string) {
      return transactEach(refs, (r) => ({
        Update: {
          TableName,
          Key: r.kind === 'IMAGE' ? keys.vendorImage(r.vendorId, r.id) : keys.vendorProduct(r.vendorId, r.id),
          UpdateExpression:
            'SET isApproved = :yes, approvedAt = :now, approvedBy = :by, isActive = :yes REMOVE #g3pk, #g3sk',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: PENDING_KEY_NAMES,
          ExpressionAttributeValues: { ':yes': true, ':now': now, ':by': by },
        },
      }));
    },

    /** rejectProduct for many products, in transactions of up to 100. Returns how many were rejected. */
    async rejectProducts(refs: { vendorId: string; id: string }[], by: string, now: string) {
      return transactEach(refs, (r) => ({
        Update: {
          TableName,
          Key: keys.vendorProduct(r.vendorId, r.id),
          UpdateExpression: REJECT_PRODUCT,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: PENDING_KEY_NAMES,
          ExpressionAttributeValues: { ':no': false, ':null': null, ':now': now, ':by': by },
        },
      }));
    },

    /** Images by reference, in one BatchGet per 100; missing ones are left out. */
    async getImages(refs: { vendorId: string; id: string }[]): Promise<VendorImageItem[]> {
      const items = await batchGetAll(
        ddb,
        TableName,
        refs.map((r) => keys.vendorImage(r.vendorId, r.id)),
        { consistent: true },
      );
      return items.map((i) => vendorImageItemSchema.parse(i));
    },

    /**
     * deleteImage for many images: up to 50 images a transaction, each counter (vendor and type) given back all its
     * images at once, since one transaction may touch an item only once. An image deleted meanwhile cancels its
     * transaction, which runs again without it. Returns the images deleted.
     */
    async deleteImages(images: VendorImageItem[]): Promise<VendorImageItem[]> {
      const deleted: VendorImageItem[] = [];
      for (let i = 0; i < images.length; i += 50) {
        let chunk = images.slice(i, i + 50);
        for (let attempt = 0; chunk.length > 0 && attempt < 3; attempt++) {
          const counters = new Map<string, { image: VendorImageItem; n: number }>();
          for (const image of chunk) {
            const key = `${image.vendorId}#${image.imageType}`;
            counters.set(key, { image, n: (counters.get(key)?.n ?? 0) + 1 });
          }
          try {
            await transactWithRetry(ddb, {
              TransactItems: [
                ...chunk.map((image) => ({
                  Delete: {
                    TableName,
                    Key: keys.vendorImage(image.vendorId, image.id),
                    ConditionExpression: 'attribute_exists(pk)',
                  },
                })),
                ...[...counters.values()].map(({ image, n }) => ({
                  Update: {
                    TableName,
                    Key: keys.vendorImageCount(image.vendorId, image.imageType),
                    UpdateExpression: 'SET updatedAt = :now ADD #c :minus',
                    ConditionExpression: '#c >= :n',
                    ExpressionAttributeNames: { '#c': 'count' },
                    ExpressionAttributeValues: { ':minus': -n, ':n': n, ':now': clockNow().toISOString() },
                  },
                })),
              ],
            });
            deleted.push(...chunk);
            break;
          } catch (err) {
            const codes = cancellationCodes(err);
            const gone = chunk.filter((_img, j) => codes?.[j] === 'ConditionalCheckFailed');
            if (!gone.length) throw err;
            chunk = chunk.filter((img) => !gone.includes(img));
          }
        }
      }
      return deleted;
    },

    /** Rejecting a product keeps it for the vendor, inactive and unapproved, out of the review queue. */
    async rejectProduct(vendorId: string, productId: string, by: string, now: string): Promise<boolean> {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName,
            Key: keys.vendorProduct(vendorId, productId),
            UpdateExpression: REJECT_PRODUCT,
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: PENDING_KEY_NAMES,
            ExpressionAttributeValues: { ':no': false, ':null': null, ':now': now, ':by': by },
          }),
        );
        return true;
      } catch (err) {
        if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
        throw err;
      }
    },

    /** The review queue: every pending image and product in one Query of the sparse index, oldest first. */
    async listPending(): Promise<{ images: VendorImageItem[]; products: VendorProductItem[] }> {
      const items = await queryAll(ddb, {
        TableName,
        IndexName: TABLE_INDEXES.byListing,
        KeyConditionExpression: '#g3pk = :pk',
        ExpressionAttributeNames: { '#g3pk': 'gsi3pk' },
        ExpressionAttributeValues: { ':pk': keys.pendingContentPartition.gsi3pk },
      });
      const images: VendorImageItem[] = [];
      const products: VendorProductItem[] = [];
      for (const item of items) {
        if (item._type === 'vendor_image') images.push(vendorImageItemSchema.parse(item));
        else if (item._type === 'vendor_product') products.push(vendorProductItemSchema.parse(item));
      }
      return { images, products };
    },
  };
}
export type ProfileRepository = ReturnType<typeof makeProfileRepository>;
export type { ImageType };
