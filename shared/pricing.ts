/**
 * Space pricing and the fee arithmetic of spec 2 §5/§9 and spec 3 §9, in one pure module. Money is integer cents;
 * rates are percent (0–100, one decimal).
 *
 * Price sources, most specific first (shared/spec/README.md): the space itself, the vendor's override, the space
 * type's fee for the vendor's type, the space type's default, the vendor type's default base price. "Set" means not
 * null: an explicit 0 is a price. Each of the two amounts (base price, sales-based rate) comes from the first source
 * that sets it, so a vendor with only a rate override keeps the space type's base price; the reported source is the
 * most specific source that set either amount (what the price-source tooltip names). The vendor type has no rate:
 * when nothing sets a rate it is 0.
 */

export const PRICE_SOURCES = [
  'space',
  'vendor_override',
  'space_type_fee',
  'space_type_default',
  'vendor_type_default',
] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

export interface CalculatedPrice {
  /** cents */
  basePrice: number;
  /** percent */
  salesBasedRate: number;
  source: PriceSource;
}

type Amount = number | null | undefined;

export interface PricingInput {
  space: { basePrice?: Amount; salesBasedRate?: Amount };
  vendor?: { overrideBasePrice?: Amount; overrideSalesBasedRate?: Amount } | null;
  vendorType?: { defaultBasePrice?: Amount } | null;
  spaceType?: { defaultBasePrice?: Amount; defaultSalesBasedRate?: Amount } | null;
  /** The fee row for the space's type and the vendor's type; an inactive row does not count. */
  spaceTypeFee?: { basePrice?: Amount; salesBasedRate?: Amount; isActive?: boolean } | null;
}

const isSet = (x: Amount): x is number => x !== null && x !== undefined;

export function calculatedPrice(input: PricingInput): CalculatedPrice {
  const fee = input.spaceTypeFee && input.spaceTypeFee.isActive !== false ? input.spaceTypeFee : null;
  const sources: { source: PriceSource; base: Amount; rate: Amount }[] = [
    { source: 'space', base: input.space.basePrice, rate: input.space.salesBasedRate },
    { source: 'vendor_override', base: input.vendor?.overrideBasePrice, rate: input.vendor?.overrideSalesBasedRate },
    { source: 'space_type_fee', base: fee?.basePrice, rate: fee?.salesBasedRate },
    {
      source: 'space_type_default',
      base: input.spaceType?.defaultBasePrice,
      rate: input.spaceType?.defaultSalesBasedRate,
    },
    { source: 'vendor_type_default', base: input.vendorType?.defaultBasePrice, rate: null },
  ];
  const first = sources.find((s) => isSet(s.base) || isSet(s.rate));
  const base = sources.find((s) => isSet(s.base))?.base ?? 0;
  const rate = sources.find((s) => isSet(s.rate))?.rate ?? 0;
  return {
    basePrice: Math.round(base),
    salesBasedRate: rate,
    // Nothing set anywhere reads as the vendor type's default of 0 (spec 2 §9: vendor type base price 0).
    source: first?.source ?? 'vendor_type_default',
  };
}

/**
 * The spec's rounding helper, read literally on an amount in cents: "round a fraction to 2 decimals, rounding up to
 * the next whole dollar when the fraction is .5 or more". The amount is already whole cents (2 decimals); when its
 * cents part is 50 or more it goes up to the next whole dollar, otherwise it stays: $12.49 → $12.49,
 * $12.50 → $13.00, $12.99 → $13.00.
 */
export function roundFeeCents(cents: number): number {
  const whole = Math.floor(cents / 100) * 100;
  return cents - whole >= 50 ? whole + 100 : cents;
}

/**
 * Sales-based fee = gross sales × rate / 100, in whole cents (half a cent rounds up). When the system setting
 * round_cents is true the rounding helper applies on top. Integer arithmetic: the rate is taken in tenths of a
 * percent, so no binary fraction can tip a half cent either way.
 */
export function salesBasedFee(grossSalesCents: number | null | undefined, ratePercent: number, roundCents: boolean) {
  if (!grossSalesCents || !ratePercent) return 0;
  const numerator = grossSalesCents * Math.round(ratePercent * 10);
  const cents = Math.floor((2 * numerator + 1000) / 2000);
  return roundCents ? roundFeeCents(cents) : cents;
}

/**
 * Amount due = the larger of the base amount and the sales-based fee, plus the late cancellation and payment fees and
 * the market-day no-show fee.
 */
export function amountDue(f: {
  amountBase: number;
  salesBasedFee: number;
  lateCancellationFee?: number;
  amountLatePaymentFee?: number;
  noShowFee?: number;
}): number {
  return (
    Math.max(f.amountBase, f.salesBasedFee) +
    (f.lateCancellationFee ?? 0) +
    (f.amountLatePaymentFee ?? 0) +
    (f.noShowFee ?? 0)
  );
}

export const amountBalance = (due: number, paid: number) => due - paid;

/**
 * The late payment fee (spec 2 §9) charged on a request still owing after the grace days: it is added once to what
 * the request owes, and its balance grows by the same.
 */
export function withLatePaymentFee(request: { amountDue: number; amountPaid: number }, feeCents: number) {
  const due = request.amountDue + feeCents;
  return { amountLatePaymentFee: feeCents, amountDue: due, amountBalance: amountBalance(due, request.amountPaid) };
}

export interface RequestAmounts {
  amountBase: number;
  salesBasedRate: number;
  salesBasedFee: number;
  amountDue: number;
  amountBalance: number;
}

/** A request's money fields from a calculated price and what the request already holds (sales, fees, payments). */
export function priceRequest(
  price: Pick<CalculatedPrice, 'basePrice' | 'salesBasedRate'>,
  request: {
    grossSales?: number | null;
    lateCancellationFee?: number;
    amountLatePaymentFee?: number;
    noShowFee?: number;
    amountPaid?: number;
  },
  roundCents: boolean,
): RequestAmounts {
  const fee = salesBasedFee(request.grossSales, price.salesBasedRate, roundCents);
  const due = amountDue({
    amountBase: price.basePrice,
    salesBasedFee: fee,
    lateCancellationFee: request.lateCancellationFee,
    amountLatePaymentFee: request.amountLatePaymentFee,
    noShowFee: request.noShowFee,
  });
  return {
    amountBase: price.basePrice,
    salesBasedRate: price.salesBasedRate,
    salesBasedFee: fee,
    amountDue: due,
    amountBalance: amountBalance(due, request.amountPaid ?? 0),
  };
}

/**
 * What a request owes in its status, as its transitions leave it (shared/request-transitions.ts): an open request
 * (requested, approved, confirmed) owes amountDue(); a cancelled one only its late fees; a skipped one nothing. The
 * financial edit checks a sent amount due against this, and its form shows it as the calculated field.
 */
export function requestAmountDue(
  status: string,
  f: {
    amountBase: number;
    salesBasedFee: number;
    lateCancellationFee?: number;
    amountLatePaymentFee?: number;
    noShowFee?: number;
  },
): number {
  if (status === 'skipped') return 0;
  if (status === 'canceled') return (f.lateCancellationFee ?? 0) + (f.amountLatePaymentFee ?? 0) + (f.noShowFee ?? 0);
  return amountDue(f);
}

type PricedVendorType = NonNullable<PricingInput['vendorType']>;
type PricedSpaceType = NonNullable<PricingInput['spaceType']>;
type PricedFee = NonNullable<PricingInput['spaceTypeFee']>;

/** The catalog a space is priced from, indexed once per call: types by id, fees by spaceTypeFeeKey. */
export interface PriceCatalog<VT = PricedVendorType, ST = PricedSpaceType, F = PricedFee> {
  vendorTypes: ReadonlyMap<string, VT>;
  spaceTypes: ReadonlyMap<string, ST>;
  fees: ReadonlyMap<string, F>;
}

const spaceTypeFeeKey = (spaceTypeId: string, vendorTypeId: string) => `${spaceTypeId}#${vendorTypeId}`;

export function indexPriceCatalog<
  VT extends { id: string },
  ST extends { id: string },
  F extends { spaceTypeId: string; vendorTypeId: string },
>(snapshot: { vendorTypes: readonly VT[]; spaceTypes: readonly ST[]; fees: readonly F[] }): PriceCatalog<VT, ST, F> {
  return {
    vendorTypes: new Map(snapshot.vendorTypes.map((t) => [t.id, t])),
    spaceTypes: new Map(snapshot.spaceTypes.map((t) => [t.id, t])),
    fees: new Map(snapshot.fees.map((f) => [spaceTypeFeeKey(f.spaceTypeId, f.vendorTypeId), f])),
  };
}

export interface PricedSpace {
  basePrice?: Amount;
  salesBasedRate?: Amount;
  spaceTypeId?: string | null;
  /** The vendor type the space is meant for. */
  vendorType?: string | null;
}

export interface PricedVendor {
  vendorTypeId: string;
  overrideBasePrice?: Amount;
  overrideSalesBasedRate?: Amount;
}

/**
 * The calculated price of a space for its vendor, looked up in the catalog. A space without a vendor is priced for
 * the vendor type it is meant for (its vendorType), if any: that is what the vendor who gets it would pay, apart from
 * a vendor override.
 */
export function priceSpace(
  space: PricedSpace,
  vendor: PricedVendor | null | undefined,
  catalog: PriceCatalog,
): CalculatedPrice {
  const vendorTypeId = vendor?.vendorTypeId ?? space.vendorType ?? null;
  const spaceType = space.spaceTypeId ? catalog.spaceTypes.get(space.spaceTypeId) : undefined;
  return calculatedPrice({
    space,
    vendor: vendor ?? null,
    vendorType: vendorTypeId ? catalog.vendorTypes.get(vendorTypeId) : null,
    spaceType: spaceType ?? null,
    spaceTypeFee:
      space.spaceTypeId && spaceType && vendorTypeId
        ? catalog.fees.get(spaceTypeFeeKey(space.spaceTypeId, vendorTypeId))
        : null,
  });
}
