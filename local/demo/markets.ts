/**
 * The demo organisation's two markets: the Sunday market every other part of the demo describes ('main'), and a
 * Wednesday 4–8 PM evening market by the river with its own areas, default layout and dates, where a few of the
 * Sunday vendors sell too.
 */
import { addDays, isoDateInZone, weekdayOf } from '../../shared/market-time.js';
import { FIRST_MARKET_ID, layoutIdOf, SUNDAY_DEADLINE, SUNDAY_HOURS } from '../../shared/markets.js';
import { makeSpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import type {
  AssignmentGuardItem,
  LayoutItem,
  LayoutLandmarkItem,
  LayoutSpaceItem,
  MarketDateItem,
  SpaceItem,
  SpaceRequestItem,
} from '../../functions/lib/data/market-dates/market-date.items.js';
import { requestVendorFields } from '../../functions/lib/data/market-dates/request-listing.js';
import type { AreaItem } from '../../functions/lib/data/catalog/catalog.items.js';
import type { MarketItem } from '../../functions/lib/data/settings/market.item.js';
import type { PaymentItem, VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { keys, marketDateKeys, paymentKeys, spaceRequestKeys } from '../../functions/lib/data/keys.js';
import type { BuildContext } from './build-context.js';
import { MARKET_TIME_ZONE } from './calendar.js';
import type { Catalog } from './catalog.js';

/** The Sunday vendors who also sell at the evening market. */
const EVENING_VENDORS = ['greenValley', 'riseShine', 'taqueria'] as const;

function market(ctx: BuildContext, fields: Omit<MarketItem, '_type' | 'createdAt' | 'updatedAt' | 'updatedBy'>) {
  const item: MarketItem = { _type: 'market', ...fields, updatedBy: ctx.admin, createdAt: ctx.now, updatedAt: ctx.now };
  ctx.put(keys.market(item.id), item);
  return item;
}

/** The Sunday market: what the spec describes, every Sunday 9:00 AM to 1:00 PM, the Tuesday-before deadline. */
export function putSundayMarket(ctx: BuildContext): MarketItem {
  return market(ctx, {
    id: FIRST_MARKET_ID,
    name: 'MarketDay Town Square Market',
    shortName: 'Town Square',
    address: '100 Main Street, Sebastopol, CA 95472',
    mapLink: 'https://www.openstreetmap.org/search?query=Sebastopol%20Town%20Square',
    description: 'Our weekly open-air farmers market in the town square: farms, bakers, food trucks and makers.',
    logoUrl: null,
    days: SUNDAY_HOURS,
    timeZone: MARKET_TIME_ZONE,
    seasonStart: null,
    seasonEnd: null,
    deadline: SUNDAY_DEADLINE,
    mapPasswordHash: '',
    defaultMaxVendors: 40,
    isActive: true,
  });
}

/** The evening market's Wednesdays around today: two past (completed) and six upcoming. */
function eveningWednesdays(today: Date): { past: string[]; upcoming: string[] } {
  const localToday = isoDateInZone(today, MARKET_TIME_ZONE);
  const next = addDays(localToday, (3 - weekdayOf(localToday) + 7) % 7);
  return {
    past: [addDays(next, -14), addDays(next, -7)],
    upcoming: Array.from({ length: 6 }, (_, i) => addDays(next, 7 * i)),
  };
}

/** The evening market's spaces: eight stalls along the river walk and two truck pads. */
const EVENING_LAYOUT = [
  ...Array.from({ length: 8 }, (_, i) => ({ label: `R${i + 1}`, area: 'row' as const, type: 'standard' as const })),
  { label: 'T1', area: 'trucks' as const, type: 'truck' as const },
  { label: 'T2', area: 'trucks' as const, type: 'truck' as const },
];
const EVENING_Y = { row: 12, trucks: 48 };

/**
 * The Wednesday evening market with its areas, default layout and dates; the evening vendors are approved (and, on the
 * past dates and the next one, assigned and paid) there.
 */
export function putEveningMarket(ctx: BuildContext, catalog: Catalog, vendorsByKey: Map<string, VendorItem>): void {
  const { now, admin, stamp, newId, put } = ctx;
  const evening = market(ctx, {
    id: newId(),
    name: 'MarketDay Riverside Evening Market',
    shortName: 'Riverside Evening',
    address: '20 River Walk, Sebastopol, CA 95472',
    mapLink: 'https://www.openstreetmap.org/search?query=Sebastopol%20River%20Walk',
    description: 'A midweek evening market on the river walk: dinner from the trucks, bread and produce for the week.',
    logoUrl: null,
    days: [{ weekday: 3, opens: '16:00', closes: '20:00' }],
    timeZone: MARKET_TIME_ZONE,
    seasonStart: null,
    seasonEnd: null,
    deadline: { daysBefore: 2, time: '12:00' },
    mapPasswordHash: '',
    defaultMaxVendors: 10,
    isActive: true,
  });
  const area = (name: string, sortOrder: number) => {
    const item: AreaItem & { marketId: string } = {
      _type: 'area',
      id: newId(),
      name,
      isActive: true,
      sortOrder,
      marketId: evening.id,
      createdAt: now,
      updatedAt: now,
    };
    put(keys.area(item.id), item);
    return item;
  };
  const areas = { row: area('River Walk', 1), trucks: area('Truck Pads', 2) };
  const x = (label: string) => 10 + (Number(label.slice(1)) - 1) * 12;
  const spaceFields = (s: (typeof EVENING_LAYOUT)[number]) => {
    const st = catalog.spaceTypes[s.type];
    return {
      label: s.label,
      spaceTypeId: st.id,
      areaId: areas[s.area].id,
      vendorType: s.area === 'trucks' ? '2' : null,
      basePrice: null,
      salesBasedRate: null,
      available: true,
      position: { x: x(s.label), y: EVENING_Y[s.area] },
      size: st.size,
      requiresPrepayment: s.area === 'trucks',
    };
  };

  // Its default layout: the same ten spaces, with the regulars' stalls pre-assigned on every new date.
  const layoutId = layoutIdOf(evening.id);
  const regularSpace: Record<(typeof EVENING_VENDORS)[number], string> = {
    greenValley: 'R1',
    riseShine: 'R2',
    taqueria: 'T1',
  };
  const regularOf = new Map(EVENING_VENDORS.map((k) => [regularSpace[k], vendorsByKey.get(k)!.id] as const));
  const layoutVersion = 'demo';
  const layoutSpaces: LayoutSpaceItem[] = EVENING_LAYOUT.map((s) => ({
    _type: 'layout_space',
    id: newId(),
    layoutId,
    ...spaceFields(s),
    vendorId: regularOf.get(s.label) ?? null,
    isDefault: regularOf.has(s.label),
    createdAt: now,
    updatedAt: now,
  }));
  const entrance: LayoutLandmarkItem = {
    _type: 'layout_landmark',
    id: newId(),
    layoutId,
    label: 'River Walk Entrance',
    landmarkTypeId: catalog.landmarkTypes.entrance.id,
    areaId: null,
    position: { x: 0, y: 30 },
    dimensions: { width: 6, height: 8 },
    rotation: 0,
    isActive: true,
    createdAt: now,
    updatedAt: now,
  };
  const head: LayoutItem = {
    _type: 'layout',
    id: layoutId,
    version: layoutVersion,
    spaceCount: layoutSpaces.length,
    landmarkCount: 1,
    updatedBy: admin,
    createdAt: now,
    updatedAt: now,
  };
  put(keys.layout(layoutId), head);
  for (const s of layoutSpaces) put(keys.layoutSpace(layoutId, layoutVersion, s.id), s);
  put(keys.layoutLandmark(layoutId, layoutVersion, entrance.id), entrance);

  // Its dates, each with the layout's spaces and landmark; the regulars assigned on the past dates and the next one.
  const wednesdays = eveningWednesdays(new Date(ctx.nowMs));
  const all = [...wednesdays.past, ...wednesdays.upcoming];
  all.forEach((date, i) => {
    const past = i < wednesdays.past.length;
    const assigned = i <= wednesdays.past.length; // the past ones and the next one
    const createdAt = stamp(addDays(date, -40));
    const publishedAt = assigned ? stamp(addDays(date, -5), 19) : null;
    const md: MarketDateItem & { marketId: string } = {
      _type: 'market_date',
      id: newId(createdAt),
      marketId: evening.id,
      date,
      status: past ? 'completed' : 'upcoming',
      maxVendors: evening.defaultMaxVendors,
      notes: i === wednesdays.past.length ? 'Live music on the river walk from 5:00 PM' : null,
      publishedAt,
      publishedBy: publishedAt ? admin : null,
      spaceCount: EVENING_LAYOUT.length,
      assignedCount: 0,
      createdAt,
      updatedAt: publishedAt ?? createdAt,
    };
    const spaces = EVENING_LAYOUT.map((s): SpaceItem => ({
      _type: 'space',
      id: newId(createdAt),
      marketDateId: md.id,
      ...spaceFields(s),
      vendorId: null,
      assignedAt: null,
      assignedBy: null,
      isDefault: false,
      createdAt,
      updatedAt: createdAt,
    }));
    for (const key of EVENING_VENDORS) {
      const vendor = vendorsByKey.get(key)!;
      const requestedAt = stamp(addDays(date, -10), 18);
      const request = makeSpaceRequestItem({
        id: newId(requestedAt),
        vendorId: vendor.id,
        marketDateId: md.id,
        date,
        status: assigned ? 'approved' : 'requested',
        ...requestVendorFields(vendor),
        createdAt: requestedAt,
        updatedAt: requestedAt,
      });
      if (assigned) {
        const space = spaces.find((s) => s.label === regularSpace[key])!;
        const approvedAt = stamp(addDays(date, -8), 17);
        const amountDue = catalog.spaceTypes[key === 'taqueria' ? 'truck' : 'standard'].defaultBasePrice ?? 0;
        const amountPaid = past || key === 'taqueria' ? amountDue : 0;
        Object.assign(space, { vendorId: vendor.id, assignedAt: approvedAt, assignedBy: admin, isDefault: true });
        Object.assign(request, {
          spaceId: space.id,
          approvedAt,
          approvedBy: admin,
          amountBase: amountDue,
          amountDue,
          amountPaid,
          amountBalance: amountDue - amountPaid,
          updatedAt: approvedAt,
        } satisfies Partial<SpaceRequestItem>);
        put(keys.assignedVendor(md.id, vendor.id), {
          _type: 'assignment_guard',
          id: vendor.id,
          vendorId: vendor.id,
          spaceId: space.id,
          createdAt: approvedAt,
          updatedAt: approvedAt,
        } satisfies AssignmentGuardItem);
        if (amountPaid > 0) {
          const paidDate = stamp(addDays(date, -3), 18);
          const payment: PaymentItem = {
            _type: 'payment',
            id: newId(paidDate),
            vendorId: vendor.id,
            spaceRequestId: request.id,
            marketDateId: md.id,
            marketDate: date,
            amount: amountPaid,
            status: 'completed',
            stripePaymentId: null,
            paymentMethod: 'cash',
            paidDate,
            createdBy: admin,
            notes: null,
            lateFee: 0,
            isLatePayment: false,
            createdAt: paidDate,
            updatedAt: paidDate,
          };
          put(paymentKeys(payment), payment);
        }
        if (past && (!vendor.lastAttendedDate || vendor.lastAttendedDate < date)) vendor.lastAttendedDate = date;
      }
      put(spaceRequestKeys(request), request);
    }
    md.assignedCount = spaces.filter((s) => s.vendorId).length;
    put(keys.marketDate(md.id), md, marketDateKeys(md) as Record<string, string>);
    for (const s of spaces) put(keys.space(md.id, s.id), s);
    const l = { ...entrance, _type: 'landmark' as const, id: newId(createdAt), marketDateId: md.id };
    delete (l as { layoutId?: string }).layoutId;
    put(keys.landmark(md.id, l.id), l);
  });

  // Every vendor sells at the Sunday market; the evening vendors at both.
  for (const [key, vendor] of vendorsByKey) {
    const both = (EVENING_VENDORS as readonly string[]).includes(key);
    Object.assign(vendor, { marketIds: both ? [FIRST_MARKET_ID, evening.id] : [FIRST_MARKET_ID] });
  }
}
