/**
 * The documents the market requires to sell (shared/required-documents.ts), as the approve and assign paths read
 * them: the document types (one Query of the catalog's types) and, only when some type applies, the named vendors'
 * current documents (one Query of the sparse current-documents index), however many vendors are named. An approval
 * or assignment made anyway leaves an entry with the admin's reason in the request's audit log.
 */
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  appliesTo,
  missingDocumentsMessage,
  missingRequiredDocuments,
  OVERRIDE_AUDIT_FIELD,
  type RequiredDocumentType,
} from '../../../../shared/required-documents.js';
import type { AuditActor } from '../../http/request-origin.js';
import { requestAuditEntry } from '../market-dates/request-audit.items.js';
import { makeDocumentsRepository } from './documents.repository.js';

export interface RequiredDocumentsCheck {
  /** For each named vendor, the required types it holds no current document of on the market date (none: absent). */
  missing(
    vendors: readonly { id: string; vendorTypeId: string }[],
    marketDate: string,
  ): Promise<Map<string, RequiredDocumentType[]>>;
  /** Keeps the admin's reason for going ahead without them in the request's audit log. */
  recordOverride(entry: {
    request: { id: string; vendorId: string; marketDateId: string };
    missing: readonly RequiredDocumentType[];
    reason: string;
    actor: AuditActor;
    at: string;
  }): Promise<void>;
}

export function makeRequiredDocumentsCheck(ddb: DynamoDBDocumentClient, tableName: string): RequiredDocumentsCheck {
  const documents = makeDocumentsRepository(ddb, tableName);
  return {
    async missing(vendors, marketDate) {
      const out = new Map<string, RequiredDocumentType[]>();
      if (!vendors.length) return out;
      const types = await documents.documentTypes();
      const concerned = vendors.filter((v) => types.some((t) => appliesTo(t, v.vendorTypeId)));
      if (!concerned.length) return out;
      const held = await documents.currentDocuments(concerned.map((v) => v.id));
      for (const v of concerned) {
        const lacking = missingRequiredDocuments(
          types,
          held.filter((d) => d.vendorId === v.id),
          marketDate,
          v.vendorTypeId,
        );
        if (lacking.length) out.set(v.id, lacking);
      }
      return out;
    },

    async recordOverride({ request, missing, reason, actor, at }) {
      await ddb.send(
        new PutCommand({
          TableName: tableName,
          Item: requestAuditEntry(
            request,
            { fieldName: OVERRIDE_AUDIT_FIELD, oldValue: missingDocumentsMessage(missing), newValue: reason },
            actor,
            at,
          ),
        }),
      );
    },
  };
}
