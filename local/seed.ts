/**
 * The demo market, loaded once on the local runtime's first start so every screen has something real to show.
 *
 * What it holds (dates are relative to "today" in the market time zone, America/Los_Angeles):
 * - Settings: round_cents on, public profiles on, the market time zone, a $15 late-cancellation fee, a $10
 *   late-payment fee after 7 days' grace, no map password, and an icon per vendor type.
 * - Vendor types 1 FARM (Farmers/Produce), 2 PREP (Prepared Food), 3 CRAFT (Crafts), 4 BAKERY; four space types
 *   (10x10 Standard, 10x20 Double, Corner, Food Truck) with per-vendor-type fees; areas North Row, South Row and
 *   Food Court; landmark types Entrance, Restroom, Info Booth; four document types.
 * - 17 vendors in northern California: 13 APPROVED (among them "Sunny Acres Farm", the demo vendor's business),
 *   2 PENDING applications, 1 on HOLD, 1 REJECTED.
 * - Sign-ins (password Demo-market-1): admin@example.com ("Market Admin", admin) and vendor@example.com
 *   ("Sam Rivera", a Sunny Acres Farm user with every vendor permission), and jordan@example.com ("Jordan Lee",
 *   a Sunny Acres employee who may only view).
 * - 14 Sundays: the 6 past ones (completed, published) and the next 8. Each has 24 spaces (A1–A12 North Row,
 *   B1–B8 South Row, F1–F4 Food Court) and 3 landmarks. The next Sunday is published; the one after is ready to
 *   publish (half its spaces assigned); the third is a draft; later ones hold only auto-requests.
 * - The default layout new market dates copy: the same 24 spaces and 3 landmarks, with the regular spaces of Green
 *   Valley, Hilltop, Wildflower, Rise & Shine and La Paloma marked as their default (pre-assigned on each new date).
 * - Space requests in every state: requested, approved (paid, part-paid and unpaid), confirmed, skipped, canceled
 *   (one late with the late-cancellation fee, one in time), with sales and sales-based fees on past farm stands,
 *   past-due balances, and vendors with no request for a date: four regulars (Two Rivers Ranch, Wildflower Pottery,
 *   Seoul Street Kitchen, Nonna's Pasta) have not answered for the next Sunday (its Missing Vendors report).
 * - Completed payments for what was paid (cash, check, Zelle, Venmo, credit) and one refunded card charge that does
 *   not count; an audit log per request telling what the seed did (created, approved or cancelled, confirmed, sales
 *   entered, each payment); admins' notes on a few vendors, two of them reminders, one archived.
 * - Documents (for Sunny Acres one expired, one expiring within 30 days and one fine); a high-priority vendor alert;
 *   notifications for the admin.
 *
 * Amounts are integer cents. A marker item makes the load happen once: a second call does nothing.
 */
export { DEMO_ADMIN, DEMO_PASSWORD, DEMO_VENDOR_USER } from './demo/accounts.js';
export type { TableItem } from './demo/build-context.js';
export { marketSundays } from './demo/calendar.js';
export { buildDemoMarket } from './demo/demo-market.js';
export { seedDemoMarket } from './demo/write.js';
