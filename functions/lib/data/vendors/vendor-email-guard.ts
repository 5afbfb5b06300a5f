import { keys } from '../keys.js';
import { c, type Table, type TxPart } from '../toolkit/index.js';

/**
 * The two transaction items that move a vendor's e-mail guard when its e-mail changes: the new address's guard
 * (only if no vendor holds it — its cancellation means the e-mail is taken) then the old address's guard removed.
 */
export function vendorEmailGuardMove(
  table: Table,
  vendorId: string,
  oldEmail: string,
  newEmail: string,
  at: string,
): TxPart[] {
  return [
    table.tx.put(
      { ...keys.uniqueVendorEmail(newEmail), _type: 'unique_guard', vendorId, createdAt: at, updatedAt: at },
      { guard: c.absent() },
    ),
    table.tx.delete(keys.uniqueVendorEmail(oldEmail), { guard: c.or(c.absent(), c.eq('vendorId', vendorId)) }),
  ];
}
