import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { VendorItem } from './vendor.items.js';
import { makeVendorAdminRepository } from './vendor-admin.repository.js';
import { directoryEntryItem, directoryWrites, makeVendorDirectory, searchWords } from './vendor-directory.js';
import { makeTable } from '../toolkit/index.js';

const ddb = mockClient(DynamoDBDocumentClient);
const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const AT = '2026-05-01T00:00:00.000Z';
const fields = (id: string, name: string, contactName: string, status = 'PENDING') => ({
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
const entry = (id: string, name: string, contactName: string, status = 'PENDING') =>
  directoryEntryItem(fields(id, name, contactName, status));

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
      gsi1pk: 'VENDOR_NAMES',
      gsi1sk: 'taqueria la paloma#v1',
      gsi2pk: 'VENDOR_NAMES#STATUS#PENDING',
      gsi2sk: 'taqueria la paloma#v1',
      gsi3pk: 'VENDOR_NAMES#TYPE#1',
      gsi3sk: 'taqueria la paloma#v1',
    });
  });

  it('keys search on each word of name and contact name, leaving out a word that starts another', () => {
    expect(searchWords("Sun & Sunny O'Brien Farm", 'José  Sunny')).toEqual(['sunny', 'o', 'brien', 'farm', 'jose']);
  });

  it('deletes the search words a rename dropped and puts the new ones with the entry', () => {
    const table = makeTable(client, 't');
    const before = { ...fields('v1', 'Old Mill', 'Ann Lee'), status: 'APPROVED' as const };
    const parts = directoryWrites(table, before, { ...before, name: 'New Mill' });
    const puts = parts.flatMap((p) => (p.Put ? [String(p.Put.Item?.sk)] : []));
    const deletes = parts.flatMap((p) => (p.Delete ? [String(p.Delete.Key?.sk)] : []));
    expect(puts).toEqual(['VENDOR#v1', 'new#new mill#v1', 'mill#new mill#v1', 'ann#new mill#v1', 'lee#new mill#v1']);
    expect(deletes).toEqual(['old#old mill#v1', 'mill#old mill#v1', 'ann#old mill#v1', 'lee#old mill#v1']);
  });

  it('reads one page of the index its filters name, from the cursor, and answers the next cursor', async () => {
    const next = { pk: 'VENDOR_DIRECTORY', sk: 'VENDOR#v2', gsi2pk: 'VENDOR_NAMES#STATUS#PENDING', gsi2sk: 'b#v2' };
    ddb.on(QueryCommand).resolves({ Items: [entry('v1', 'Alpha', 'B')], LastEvaluatedKey: next });
    const directory = makeVendorDirectory(client, 't');
    const first = await directory.page({ status: 'PENDING', vendorTypeId: '3' }, undefined, 1);
    expect(first.items.map((v) => v.name)).toEqual(['Alpha']);
    expect(first.items[0]).not.toHaveProperty('searchText');
    const second = await directory.page({ status: 'PENDING', vendorTypeId: '3' }, first.nextCursor!, 1);
    expect(second.items).toHaveLength(1);
    const [call1, call2] = ddb.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(call1).toMatchObject({
      IndexName: 'gsi2',
      Limit: 1,
      FilterExpression: '#n1 = :v1',
      ExpressionAttributeValues: { ':v0': 'VENDOR_NAMES#STATUS#PENDING', ':v1': '3' },
    });
    expect(call2!.ExclusiveStartKey).toEqual(next);
    await expect(directory.page({ status: 'APPROVED' }, first.nextCursor!, 1)).rejects.toThrow();
  });

  it('searches the words starting with the term, the whole term checked against name and contact', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    await makeVendorDirectory(client, 't').search(' Acres F ', 50);
    const [call] = ddb.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(call).toMatchObject({
      KeyConditionExpression: '#n0 = :v0 AND begins_with(#n1, :v1)',
      FilterExpression: 'contains(#n2, :v2)',
      ExpressionAttributeValues: { ':v0': 'VENDOR_WORDS', ':v1': 'acres', ':v2': 'acres f' },
      Limit: 50,
    });
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
    expect(items[2]!.Put!.Item).toMatchObject({ pk: 'VENDOR_WORDS', sk: 'a#a#v1', status: 'APPROVED' });
    expect(items[4]!.Put!.Item).toMatchObject({ pk: 'VENDOR#v1', sk: `AUDIT#${AT}#a1`, newValue: 'APPROVED' });
  });
});
