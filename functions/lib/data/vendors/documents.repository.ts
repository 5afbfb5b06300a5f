/**
 * Vendor documents and document types in the single table. A document lives under its vendor; the indexes it sits
 * in follow from its state (documentKeys): by id, the pending review queue, the current (approved) documents by
 * vendor and type, and the expiry calendar. Every change puts the whole item again with its derived keys, on the
 * condition that nobody changed it meanwhile (updatedAt), so an index entry never disagrees with the item.
 */
import { GetCommand, PutCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentTypeItemSchema, type DocumentTypeItem } from '../catalog/catalog.items.js';
import { cancellationCodes, indexedById, queryAll } from '../dynamo.js';
import { documentKeys, keys, TABLE_INDEXES } from '../keys.js';
import { documentItemSchema, type DocumentItem } from './vendor.items.js';

export type DocumentWrite = 'ok' | 'changed-meanwhile';
export type TypeWrite = 'ok' | 'duplicate' | 'stale';

function isConditionFailure(err: unknown): boolean {
  return (err as { name?: string })?.name === 'ConditionalCheckFailedException';
}

export function makeDocumentsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const parseDocs = (items: Record<string, unknown>[]) => items.map((i) => documentItemSchema.parse(i));

  async function putDocument(doc: DocumentItem, previousUpdatedAt: string | null): Promise<DocumentWrite> {
    try {
      await ddb.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...documentKeys(doc), ...doc },
          ...(previousUpdatedAt === null
            ? { ConditionExpression: 'attribute_not_exists(pk)' }
            : {
                ConditionExpression: 'attribute_exists(pk) AND updatedAt = :was',
                ExpressionAttributeValues: { ':was': previousUpdatedAt },
              }),
        }),
      );
      return 'ok';
    } catch (err) {
      if (isConditionFailure(err)) return 'changed-meanwhile';
      throw err;
    }
  }

  return {
    /** Every document type: one Query of the catalog partition's document types. */
    async documentTypes(): Promise<DocumentTypeItem[]> {
      const items = await queryAll(ddb, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.documentTypePrefix.pk, ':prefix': keys.documentTypePrefix.skPrefix },
      });
      return items.map((i) => documentTypeItemSchema.parse(i));
    },

    async getDocumentType(id: string): Promise<DocumentTypeItem | undefined> {
      const r = await ddb.send(
        new GetCommand({ TableName: tableName, Key: keys.documentType(id), ConsistentRead: true }),
      );
      return r.Item ? documentTypeItemSchema.parse(r.Item) : undefined;
    },

    /**
     * Creates or changes a type with its name guard in one transaction: a new name claims its guard, a renamed type
     * releases the old one; a change made on a stale copy is refused.
     */
    async saveDocumentType(item: DocumentTypeItem, before: DocumentTypeItem | undefined): Promise<TypeWrite> {
      const newGuard = keys.uniqueDocumentTypeName(item.name);
      const oldGuard = before ? keys.uniqueDocumentTypeName(before.name) : undefined;
      const renamed = !oldGuard || oldGuard.pk !== newGuard.pk;
      try {
        await ddb.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName,
                  Item: { ...keys.documentType(item.id), ...item },
                  ...(before
                    ? {
                        ConditionExpression: 'attribute_exists(pk) AND updatedAt = :was',
                        ExpressionAttributeValues: { ':was': before.updatedAt },
                      }
                    : { ConditionExpression: 'attribute_not_exists(pk)' }),
                },
              },
              ...(renamed
                ? [
                    {
                      Put: {
                        TableName: tableName,
                        Item: {
                          ...newGuard,
                          _type: 'unique_guard',
                          ownerId: item.id,
                          createdAt: item.updatedAt,
                          updatedAt: item.updatedAt,
                        },
                        ConditionExpression: 'attribute_not_exists(pk)',
                      },
                    },
                    ...(oldGuard ? [{ Delete: { TableName: tableName, Key: oldGuard } }] : []),
                  ]
                : []),
            ],
          }),
        );
        return 'ok';
      } catch (err) {
        const codes = cancellationCodes(err);
        if (!codes) throw err;
        if (codes[1] === 'ConditionalCheckFailed') return 'duplicate';
        return 'stale';
      }
    },

    /** A vendor's documents: one Query of its partition's DOCUMENT# items. */
    async vendorDocuments(vendorId: string): Promise<DocumentItem[]> {
      const { pk } = keys.vendorPartition(vendorId);
      const items = await queryAll(ddb, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': 'DOCUMENT#' },
      });
      return parseDocs(items);
    },

    /** A document by its id alone: the id index names it, then a consistent Get reads it as it is now. */
    async findDocument(id: string): Promise<DocumentItem | undefined> {
      const entry = await indexedById(ddb, tableName, keys.documentById(id), ['pk', 'sk']);
      if (!entry) return undefined;
      const r = await ddb.send(
        new GetCommand({ TableName: tableName, Key: { pk: entry.pk, sk: entry.sk }, ConsistentRead: true }),
      );
      return r.Item ? documentItemSchema.parse(r.Item) : undefined;
    },

    createDocument: (doc: DocumentItem) => putDocument(doc, null),
    /** Puts the changed document back, with its index entries as its new state places them. */
    updateDocument: (doc: DocumentItem, previousUpdatedAt: string) => putDocument(doc, previousUpdatedAt),

    async deleteDocument(doc: DocumentItem): Promise<DocumentWrite> {
      try {
        await ddb.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Delete: {
                  TableName: tableName,
                  Key: keys.vendorDocument(doc.vendorId, doc.id),
                  ConditionExpression: 'attribute_exists(pk)',
                },
              },
            ],
          }),
        );
        return 'ok';
      } catch (err) {
        if (cancellationCodes(err)) return 'changed-meanwhile';
        throw err;
      }
    },

    /** The review queue: pending documents, oldest upload first, one Query of the sparse index. */
    async pendingDocuments(): Promise<DocumentItem[]> {
      const items = await queryAll(ddb, {
        TableName: tableName,
        IndexName: TABLE_INDEXES.byPhoneOrOwner,
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.pendingDocumentsPartition.gsi2pk },
      });
      return parseDocs(items);
    },

    /** Unarchived, unrejected documents expiring on or before `untilIso` (past ones included), soonest first. */
    async expiringDocuments(untilIso: string): Promise<DocumentItem[]> {
      const items = await queryAll(ddb, {
        TableName: tableName,
        IndexName: TABLE_INDEXES.byListing,
        KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk <= :until',
        ExpressionAttributeValues: { ':pk': keys.documentExpiryPartition.gsi3pk, ':until': `${untilIso}#~` },
      });
      return parseDocs(items);
    },

    /**
     * Current (approved, unarchived) documents: of one vendor with begins_with, or of a selection by reading the
     * index's one partition, which holds only current documents however many old ones exist.
     */
    async currentDocuments(vendorIds: readonly string[]): Promise<DocumentItem[]> {
      const single = vendorIds.length === 1;
      const items = await queryAll(ddb, {
        TableName: tableName,
        IndexName: TABLE_INDEXES.byPhoneOrOwner,
        KeyConditionExpression: single ? 'gsi2pk = :pk AND begins_with(gsi2sk, :vendor)' : 'gsi2pk = :pk',
        ExpressionAttributeValues: {
          ':pk': keys.currentDocumentsPartition.gsi2pk,
          ...(single ? { ':vendor': `${vendorIds[0]}#` } : {}),
        },
      });
      const wanted = new Set(vendorIds);
      return parseDocs(items).filter((d) => wanted.has(d.vendorId));
    },
  };
}
export type DocumentsRepository = ReturnType<typeof makeDocumentsRepository>;
