import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { VendorItem } from './vendor.items.js';
import { makeVendorAdminRepository } from './vendor-admin.repository.js';
import { directoryEntryItem, makeVendorDirectory } from './vendor-directory.js';

const ddb = mockClient(DynamoDBDocumentClient);
const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const AT = '2026-05-01T00:00:00.000Z';
const entry = (id: string, name: string, contactName: string, status = 'PENDING') =>
  directoryEntryItem({
    id,
    name,
    contactName,
    email: `${id}@x.example`,
    phone: '1',
    vendorTypeId: '1',
    status: status as VendorItem['status'],
    createdAt: AT,
    updatedAt: AT,
  });

describe('the vendor directory', () => {
  beforeEach(() => ddb.reset());

  it('keeps one compact entry per vendor with folded search text', () => {
    expect(entry('v1', 'Taqueria La Paloma', 'Rosa Jiménez')).toEqual({
      pk: 'VENDOR_DIRECTORY',
      sk: 'VENDOR#v1',
      _type: 'vendor_directory_entry',
      id: 'v1',
      name: 'Taqueria La Paloma',
      contactName: 'Rosa Jiménez',
      email: 'v1@x.example',
      phone: '1',
      vendorTypeId: '1',
      status: 'PENDING',
      searchText: 'taqueria la paloma\nrosa jimenez',
      createdAt: AT,
      updatedAt: AT,
    });
  });

  it('filters in one Query of its partition and sorts by name', async () => {
    ddb.on(QueryCommand).resolves({ Items: [entry('v2', 'zeta', 'A'), entry('v1', 'Alpha', 'B')] });
    const list = await makeVendorDirectory(client, 't').list({
      status: 'PENDING',
      vendorTypeId: '3',
      search: ' JIMÉNEZ ',
    });
    expect(list.map((v) => v.name)).toEqual(['Alpha', 'zeta']);
    expect(list[0]).not.toHaveProperty('searchText');
    const [call] = ddb.commandCalls(QueryCommand);
    expect(call!.args[0].input).toMatchObject({
      TableName: 't',
      KeyConditionExpression: '#n0 = :v0',
      FilterExpression: '(#n1 = :v1) AND (#n2 = :v2) AND (contains(#n3, :v3))',
      ExpressionAttributeNames: { '#n0': 'pk', '#n1': 'status', '#n2': 'vendorTypeId', '#n3': 'searchText' },
      ExpressionAttributeValues: { ':v0': 'VENDOR_DIRECTORY', ':v1': 'PENDING', ':v2': '3', ':v3': 'jimenez' },
    });
    expect(call!.args[0].input.IndexName).toBeUndefined();
  });

  it('refuses a status change when the status changed meanwhile, writing status, entry and audit together', async () => {
    const cancelled = Object.assign(new Error('cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }],
    });
    ddb.on(TransactWriteCommand).rejectsOnce(cancelled).resolves({});
    const repo = makeVendorAdminRepository(client, 't');
    const vendor = {
      id: 'v1',
      name: 'A',
      contactName: 'B',
      email: 'e',
      phone: 'p',
      vendorTypeId: '1',
      status: 'PENDING',
      createdAt: AT,
      updatedAt: AT,
    } as VendorItem;
    const audit = {
      _type: 'vendor_audit',
      id: 'a1',
      vendorId: 'v1',
      changeType: 'update',
      fieldName: 'status',
      oldValue: 'PENDING',
      newValue: 'APPROVED',
      userId: 'u1',
      userName: 'Admin',
      ipAddress: null,
      userAgent: null,
      createdAt: AT,
      updatedAt: AT,
    } as const;
    expect(await repo.changeStatus(vendor, 'APPROVED', audit)).toBe('conflict');
    expect(await repo.changeStatus(vendor, 'APPROVED', audit)).toMatchObject({ status: 'APPROVED', updatedBy: 'u1' });
    const items = ddb.commandCalls(TransactWriteCommand)[1]!.args[0].input.TransactItems!;
    expect(items[0]!.Update).toMatchObject({
      UpdateExpression: 'SET #n0 = :v0, #n1 = :v1, #n2 = :v2',
      ConditionExpression: '#n0 = :v3',
      ExpressionAttributeNames: { '#n0': 'status', '#n1': 'updatedAt', '#n2': 'updatedBy' },
      ExpressionAttributeValues: { ':v3': 'PENDING', ':v0': 'APPROVED' },
    });
    expect(items[1]!.Put!.Item).toMatchObject({ pk: 'VENDOR_DIRECTORY', sk: 'VENDOR#v1', status: 'APPROVED' });
    expect(items[2]!.Put!.Item).toMatchObject({ pk: 'VENDOR#v1', sk: `AUDIT#${AT}#a1`, newValue: 'APPROVED' });
  });
});
