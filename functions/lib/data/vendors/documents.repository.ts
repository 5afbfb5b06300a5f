/**
 * Vendor documents and document types in the single table. A document lives under its vendor; the indexes it sits
 * in follow from its state (documentKeys): by id, the pending review queue, the current (approved) documents by
 * vendor and type, and the expiry calendar. Every change puts the whole item again with its derived keys, on the
 * condition that nobody changed it meanwhile (updatedAt), so an index entry never disagrees with the item.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentTypeEntity, type DocumentTypeItem } from '../catalog/catalog.items.js';
import { documentKeys, keys } from '../keys.js';
import { c, decodeCursor, encodeCursor, fromKey, makeTable } from '../toolkit/index.js';
import { documentEntity, type DocumentItem } from './vendor.items.js';

export type DocumentWrite = 'ok' | 'changed-meanwhile';
export type TypeWrite = 'ok' | 'duplicate' | 'stale';

export function makeDocumentsRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);

  async function putDocument(doc: DocumentItem, previousUpdatedAt: string | null): Promise<DocumentWrite> {
    const r = await table.put(
      { ...documentKeys(doc), ...doc },
      { guard: previousUpdatedAt === null ? c.absent() : c.and(c.present(), c.eq('updatedAt', previousUpdatedAt)) },
    );
    return r.ok ? 'ok' : 'changed-meanwhile';
  }

  return {
    /** Every document type: one Query of the catalog partition's document types. */
    documentTypes(): Promise<DocumentTypeItem[]> {
      return table.queryAll({ ...fromKey(keys.documentTypePrefix), parser: documentTypeEntity });
    },

    getDocumentType(id: string): Promise<DocumentTypeItem | undefined> {
      return table.get(keys.documentType(id), { consistent: true, parser: documentTypeEntity });
    },

    /**
     * Creates or changes a type with its name guard in one transaction: a new name claims its guard, a renamed type
     * releases the old one; a change made on a stale copy is refused.
     */
    async saveDocumentType(item: DocumentTypeItem, before: DocumentTypeItem | undefined): Promise<TypeWrite> {
      const newGuard = keys.uniqueDocumentTypeName(item.name);
      const oldGuard = before ? keys.uniqueDocumentTypeName(before.name) : undefined;
      const renamed = !oldGuard || oldGuard.pk !== newGuard.pk;
      const r = await table.transact([
        table.tx.put(
          { ...keys.documentType(item.id), ...item },
          { guard: before ? c.and(c.present(), c.eq('updatedAt', before.updatedAt)) : c.absent() },
        ),
        ...(renamed
          ? [
              table.tx.put(
                {
                  ...newGuard,
                  _type: 'unique_guard',
                  ownerId: item.id,
                  createdAt: item.updatedAt,
                  updatedAt: item.updatedAt,
                },
                { guard: c.absent() },
              ),
              ...(oldGuard ? [table.tx.delete(oldGuard)] : []),
            ]
          : []),
      ]);
      if (r.ok) return 'ok';
      return r.failedAt(1) ? 'duplicate' : 'stale';
    },

    /** A vendor's documents: one Query of its partition's DOCUMENT# items. */
    vendorDocuments(vendorId: string): Promise<DocumentItem[]> {
      return table.queryAll({
        pk: keys.vendorPartition(vendorId).pk,
        sk: { beginsWith: keys.vendorDocument(vendorId, '').sk },
        parser: documentEntity,
      });
    },

    /** A document by its id alone: the id index names it, then a consistent Get reads it as it is now. */
    async findDocument(id: string): Promise<DocumentItem | undefined> {
      const { items } = await table.query({ ...fromKey(keys.documentById(id)), projection: ['pk', 'sk'], limit: 1 });
      const entry = items[0];
      if (!entry) return undefined;
      return table.get({ pk: String(entry.pk), sk: String(entry.sk) }, { consistent: true, parser: documentEntity });
    },

    createDocument: (doc: DocumentItem) => putDocument(doc, null),
    /** Puts the changed document back, with its index entries as its new state places them. */
    updateDocument: (doc: DocumentItem, previousUpdatedAt: string) => putDocument(doc, previousUpdatedAt),

    async deleteDocument(doc: DocumentItem): Promise<DocumentWrite> {
      const r = await table.transact([
        table.tx.delete(keys.vendorDocument(doc.vendorId, doc.id), { guard: c.present() }),
      ]);
      return r.ok ? 'ok' : 'changed-meanwhile';
    },

    /** A page of the review queue: pending documents, oldest upload first, one Query of the sparse index. */
    async pendingDocuments(cursor: string | undefined, limit: number): Promise<DocumentPage> {
      const q = fromKey(keys.pendingDocumentsPartition);
      const r = await table.query({ ...q, startKey: decodeCursor(cursor, q), limit, parser: documentEntity });
      return { documents: r.items, nextCursor: encodeCursor(r.lastKey) };
    },

    /** A page of the unarchived, unrejected documents expiring on or before `untilIso` (past ones too), soonest first. */
    async expiringDocuments(untilIso: string, cursor: string | undefined, limit: number): Promise<DocumentPage> {
      const q = fromKey(keys.documentExpiryPartition);
      const r = await table.query({
        ...q,
        sk: { le: `${untilIso}#~` },
        startKey: decodeCursor(cursor, q),
        limit,
        parser: documentEntity,
      });
      return { documents: r.items, nextCursor: encodeCursor(r.lastKey) };
    },

    /**
     * Current (approved, unarchived) documents: of one vendor with begins_with, or of a selection by reading the
     * index's one partition, which holds only current documents however many old ones exist.
     */
    async currentDocuments(vendorIds: readonly string[]): Promise<DocumentItem[]> {
      const single = vendorIds.length === 1;
      const items = await table.queryAll({
        ...fromKey(keys.currentDocumentsPartition),
        ...(single ? { sk: { beginsWith: `${vendorIds[0]}#` } } : {}),
        parser: documentEntity,
      });
      const wanted = new Set(vendorIds);
      return items.filter((d) => wanted.has(d.vendorId));
    },
  };
}
export type DocumentsRepository = ReturnType<typeof makeDocumentsRepository>;
interface DocumentPage {
  documents: DocumentItem[];
  nextCursor: string | null;
}
