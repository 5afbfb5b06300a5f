import { keys } from '../keys.js';

/**
 * The two transaction items that move a vendor's e-mail guard when its e-mail changes: the new address's guard
 * (only if no vendor holds it — its cancellation means the e-mail is taken) then the old address's guard removed.
 */
export function vendorEmailGuardMove(
  tableName: string,
  vendorId: string,
  oldEmail: string,
  newEmail: string,
  at: string,
) {
  return [
    {
      Put: {
        TableName: tableName,
        Item: {
          ...keys.uniqueVendorEmail(newEmail),
          _type: 'unique_guard',
          vendorId,
          createdAt: at,
          updatedAt: at,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Delete: {
        TableName: tableName,
        Key: keys.uniqueVendorEmail(oldEmail),
        ConditionExpression: 'attribute_not_exists(pk) OR vendorId = :me',
        ExpressionAttributeValues: { ':me': vendorId },
      },
    },
  ];
}
