/**
 * A market date of the spaces browser test's own, written straight to the stack's table: far in the future and not
 * on the market calendar, with vendors of its own, so no other screen or test sees it.
 */
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { makeDocumentClient } from '../../functions/lib/dynamo.js';
import type { MarketDateItem, SpaceItem, SpaceRequestItem, VendorItem } from '../../functions/lib/items.js';
import { keys } from '../../functions/lib/keys.js';
import { assignmentGuardItem } from '../../functions/lib/spaces.repository.js';

type Row = Record<string, unknown> & { pk: string; sk: string };

function stores() {
  const env = JSON.parse(process.env.E2E_STACK_ENV ?? '{}') as Record<string, string>;
  if (!env.TABLE_NAME) throw new Error('E2E_STACK_ENV is not set: run through the e2e global setup');
  return {
    ddb: makeDocumentClient({ region: env.AWS_REGION ?? 'us-east-1', endpoint: env.DYNAMODB_ENDPOINT }),
    tableName: env.TABLE_NAME,
  };
}

function vendor(name: string, tag: string, vendorTypeId = '1'): VendorItem {
  const id = ulid();
  const at = new Date().toISOString();
  return {
    _type: 'vendor',
    id,
    name: `${name} ${tag}`,
    contactName: 'Robin Grower',
    email: `spaces-e2e-${id.toLowerCase()}@example.com`,
    phone: '(707) 555-0177',
    vendorTypeId,
    defaultSpaceTypeId: null,
    defaultAreaId: null,
    overrideBasePrice: null,
    overrideSalesBasedRate: null,
    description: 'A stand of the spaces browser test',
    status: 'APPROVED',
    autoRequest: false,
    autoPayment: false,
    website: null,
    addressLine1: '2 Orchard Ln',
    addressLine2: null,
    city: 'Sebastopol',
    state: 'CA',
    zipCode: '95472',
    createdBy: null,
    updatedBy: null,
    tagline: null,
    businessStory: null,
    yearsAtMarket: null,
    instagram: null,
    facebook: null,
    etsy: null,
    twitter: null,
    tiktok: null,
    isProfilePublished: false,
    stripeCustomerId: null,
    lastAttendedDate: null,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * Six spaces (A1, A2, A10 in North Row, B1–B3 in South Row), three of them held by vendors with approved requests,
 * and one more approved vendor without a request to assign in the test.
 */
export async function createSpacesTestDate() {
  const { ddb, tableName } = stores();
  const catalog = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': 'CATALOG' },
    }),
  );
  const items = catalog.Items ?? [];
  const areaId = (name: string) => String(items.find((i) => i._type === 'area' && i.name === name)!.id);
  const standard = String(items.find((i) => i._type === 'space_type' && i.name === '10x10 Standard')!.id);

  const tag = ulid().slice(-5);
  const at = new Date().toISOString();
  const date = '2033-05-01';
  const md: MarketDateItem = {
    _type: 'market_date',
    id: ulid(),
    date,
    status: 'upcoming',
    maxVendors: 40,
    notes: null,
    publishedAt: null,
    publishedBy: null,
    spaceCount: 6,
    assignedCount: 3,
    createdAt: at,
    updatedAt: at,
  };
  const holders = [vendor('Meadow Farm', tag), vendor('Ridge Bakery', tag, '4'), vendor('Clay Studio', tag, '3')];
  const newcomer = vendor('Orchard Stand', tag);
  const layout: [string, string, VendorItem | null][] = [
    ['A1', 'North Row', holders[0]!],
    ['A2', 'North Row', null],
    ['A10', 'North Row', holders[1]!],
    ['B1', 'South Row', holders[2]!],
    ['B2', 'South Row', null],
    ['B3', 'South Row', null],
  ];
  const rows: Row[] = [{ ...keys.marketDate(md.id), ...md }];
  layout.forEach(([label, area, holder], i) => {
    const space: SpaceItem = {
      _type: 'space',
      id: ulid(),
      marketDateId: md.id,
      label,
      spaceTypeId: standard,
      areaId: areaId(area),
      vendorType: null,
      basePrice: null,
      salesBasedRate: null,
      available: true,
      position: { x: 10 + i * 12, y: area === 'North Row' ? 10 : 45 },
      size: '10x10',
      vendorId: holder?.id ?? null,
      assignedAt: holder ? at : null,
      assignedBy: null,
      isDefault: false,
      requiresPrepayment: false,
      createdAt: at,
      updatedAt: at,
    };
    rows.push({ ...keys.space(md.id, space.id), ...space });
    if (!holder) return;
    rows.push(assignmentGuardItem(md.id, holder.id, space.id, at));
    const request: SpaceRequestItem = {
      _type: 'space_request',
      id: ulid(),
      vendorId: holder.id,
      marketDateId: md.id,
      date,
      spaceId: space.id,
      status: 'approved',
      notes: null,
      pricingNotes: null,
      approvedAt: at,
      approvedBy: null,
      confirmedAt: null,
      confirmedBy: null,
      cancelledAt: null,
      cancelledBy: null,
      cancelledReason: null,
      lateCancellationFee: 0,
      // Stale amounts, for repricing to put right.
      amountBase: 100,
      grossSales: null,
      salesBasedRate: 0,
      salesBasedFee: 0,
      amountLatePaymentFee: 0,
      amountDue: 100,
      amountPaid: 0,
      amountBalance: 100,
      waitlisted: false,
      createdAt: at,
      updatedAt: at,
    };
    rows.push({ ...keys.spaceRequest(md.id, holder.id), ...keys.vendorRequestsByDate(holder.id, date), ...request });
  });
  for (const v of [...holders, newcomer])
    rows.push({ ...keys.vendor(v.id), ...keys.vendorListing(v.name, v.id), ...v });
  for (let i = 0; i < rows.length; i += 25) {
    await ddb.send(
      new BatchWriteCommand({
        RequestItems: { [tableName]: rows.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  }
  return { marketDate: md, holders, newcomer };
}
