import { keys } from '../../functions/lib/data/keys.js';

/**
 * The single table's access patterns, written out for docs/data-model.md. The key columns are not typed here: each
 * row names the keys.ts builders it uses and calls them with placeholder arguments, so the table shows the keys the
 * code really builds. `npm run docs:access-patterns` writes the table; access-patterns.test.ts fails when the page
 * differs or when a builder of keys.ts serves no row.
 */

type Keys = typeof keys;
type KeyBuilder = keyof Keys;
type ArgsOf<B extends KeyBuilder> = Keys[B] extends (...args: infer A) => unknown ? A : [];
type BuiltKey = string | Readonly<Record<string, string>>;

interface KeyUse {
  builder: KeyBuilder;
  key: BuiltKey;
}

export interface AccessPattern {
  /** What the pattern serves, in product words. */
  pattern: string;
  /** The keys it reads or writes, in the order it uses them. */
  keys: KeyUse[];
  /** What the key alone does not say: a sort-key range, a filter, a guard, the order. */
  how?: string;
  /** For a sparse index: which items carry its keys. */
  sparse?: string;
}

// normalizePhone keeps digits only, so a phone placeholder is a sample number, shown as <digits>.
const PHONE = '5550100';
// A rate-limit window is the window's index, a number; the table names it.
const WINDOW = '<window>' as unknown as number;

function use<B extends KeyBuilder>(builder: B, ...args: ArgsOf<B>): KeyUse {
  const built = keys[builder] as unknown;
  const key = typeof built === 'function' ? (built as (...a: unknown[]) => BuiltKey)(...args) : (built as BuiltKey);
  return { builder, key };
}

function row(pattern: string, used: KeyUse[], extra: Omit<AccessPattern, 'pattern' | 'keys'> = {}): AccessPattern {
  return { pattern, keys: used, ...extra };
}

const ACCESS_PATTERNS: AccessPattern[] = [
  // Users, sign-in and sessions
  row('user by id (session check)', [use('user', '<id>')]),
  row("a user's live sessions (session check, logout, password change and reset)", [use('user', '<id>')], {
    how: 'attribute `sessions` (map of session id → end)',
  }),
  row('user by e-mail (sign-in, reset)', [use('userByEmail', '<email>')]),
  row('user by phone (sign-in, reset)', [use('userByPhone', PHONE)]),
  row('users of a role (every admin)', [use('userByRole', '<role>', '<name>')]),
  row('vendor users who chose text messages (publishing a date)', [use('userByRole', 'vendor_user', '<name>')], {
    how: 'filter `textNotifications = true`',
  }),
  row("a vendor's users (Users / Employees; primary first)", [
    use('userByRole', 'vendor_user', '<name>', '<vendorId>'),
    use('vendorUsersPrefix', '<vendorId>'),
  ]),
  row('one user per e-mail (guard)', [use('uniqueUserEmail', '<email>')], { how: 'conditional put' }),
  row('one user per phone (guard)', [use('uniqueUserPhone', PHONE)], { how: 'conditional put' }),
  row('Google/Apple identity → user', [use('identityLink', '<cognito username>')]),
  row('reset or set-password token (single use, TTL)', [use('resetToken', '<sha256 of token>')]),
  row("one notification of a user; a user's notifications", [
    use('userNotification', '<userId>', '<id>'),
    use('userNotificationsPrefix', '<userId>'),
  ]),
  row(
    "a user's unread notifications (bell list and count), newest first",
    [use('unreadNotification', '<userId>', '<id>')],
    {
      sparse: 'removed when read',
    },
  ),
  row(
    'attempts of one purpose by one subject in one window (TTL; the limits are in [security](security.md))',
    [use('rateLimit', '<purpose>', '<hash of subject>', WINDOW)],
    { how: 'conditional `ADD slots` under the limit' },
  ),
  row('what one submit of a record-creating or money-moving call answered (TTL)', [
    use('idempotencyRecord', '<hash of caller, route and key>'),
  ]),

  // Messages
  row('queued message', [use('queuedMessage', '<id>')]),
  row(
    'the message log, newest first (View Messages)',
    [use('messageLog', '<createdAt>', '<id>'), use('messageLogPartition')],
    {
      how: 'a date range is `BETWEEN <from> AND <to>~`, descending',
    },
  ),
  row('messages of one status, newest first', [
    use('messageLogByStatus', '<status>', '<createdAt>', '<id>'),
    use('messageLogStatusPartition', '<status>'),
  ]),
  row('messages of one template, newest first', [
    use('messageLogByTemplate', '<templateId>', '<createdAt>', '<id>'),
    use('messageLogTemplatePartition', '<templateId>'),
  ]),
  row("an admin's edit of a message template; every edit in one Query", [
    use('messageTemplate', '<code>'),
    use('messageTemplatesPartition'),
  ]),
  row("a bulk message's batch (queued, sent, failed)", [use('messageBatch', '<batchId>')]),
  row('what a scheduled job did on one date, by recipient (idempotency records, TTL)', [
    use('jobRun', '<job>', '<date>', '<recipient>'),
  ]),

  // Market vocabulary and settings
  row('market vocabulary (vendor types, space types, fees, areas, landmark and document types)', [use('catalog')]),
  row('one vendor type / space type / area / landmark type / document type', [
    use('vendorType', '<id>'),
    use('spaceType', '<id>'),
    use('area', '<id>'),
    use('landmarkType', '<id>'),
    use('documentType', '<id>'),
  ]),
  row('one space-type fee per vendor type', [use('spaceTypeFee', '<spaceTypeId>', '<vendorTypeId>')], {
    how: 'the key itself',
  }),
  row(
    'one area / space type / landmark type per name, one vendor type per code (guard)',
    [use('uniqueCatalogName', 'AREA', '<name>')],
    {
      how: 'also `SPACE_TYPE`, `LANDMARK_TYPE`, `VENDOR_TYPE_CODE`; lower case; conditional put in the create or rename transaction',
    },
  ),
  row('document types (upload form, admin list, required-to-sell check)', [use('documentTypePrefix')]),
  row('one document type per name (guard)', [use('uniqueDocumentTypeName', '<name>')], { how: 'conditional put' }),
  row('system settings, all in one Query; one setting', [use('settings'), use('systemSetting', '<key>')]),
  row('markets: read with the settings query; one market by id', [use('settings'), use('market', '<id>')], {
    how: 'create: conditional put (absent); edit: conditional put on the `updatedAt` it read',
  }),
  row('a one-time data load (the local demo market) is done', [use('dataLoad', '<name>')]),

  // Vendors
  row('vendor by id', [use('vendor', '<id>')]),
  row('vendor by e-mail', [use('vendorByEmail', '<email>')]),
  row('vendor by phone', [use('vendorByPhone', PHONE)]),
  row('vendors by name', [use('vendorListing', '<name>', '<id>')], { how: '`gsi3sk begins_with <name>`' }),
  row("one vendor per e-mail (guard, in the application's transaction)", [use('uniqueVendorEmail', '<email>')], {
    how: 'conditional put',
  }),
  row(
    'vendor directory: one compact entry per vendor (the whole directory for jobs and reports that need every vendor)',
    [use('vendorDirectory'), use('vendorDirectoryEntry', '<id>')],
    { how: "written in the vendor's own transaction ¹" },
  ),
  row(
    'the admin vendor list, a page at a time: every vendor, one status, one vendor type, by name',
    [
      use('vendorNameIndexes', '<folded name>', '<id>', '<status>', '<vendorTypeId>'),
      use('vendorNames'),
      use('vendorNamesOfStatus', '<status>'),
      use('vendorNamesOfType', '<vendorTypeId>'),
    ],
    {
      how: 'on the directory entry; one Query with `Limit` from the cursor; a type within a status filtered on the page ¹',
      sparse: 'directory entries only',
    },
  ),
  row(
    "admin vendor search, the searched vendor list, the application's similar-name check",
    [use('vendorSearchWord', '<word>', '<folded name>', '<id>'), use('vendorSearchWordPrefix', '<term word>')],
    {
      how: 'one item per word of name and contact name; `sk begins_with <longest word of the term>`, filter `contains(searchText, <term>)`, `Limit` ¹',
    },
  ),
  row(
    "a vendor's profile, images and products (profile screens, the public vendor page)",
    [use('vendorPartition', '<id>')],
    { how: '`sk BETWEEN IMAGE# AND VENDOR`, filter `_type IN (vendor, vendor_image, vendor_product)`' },
  ),
  row("a vendor's dashboard (vendor, documents, payments; not the audit log)", [use('vendorPartition', '<id>')], {
    how: '`sk BETWEEN DOCUMENT# AND VENDOR`',
  }),
  row("a vendor's payment history (payments and the vendor in one read)", [use('vendorPartition', '<id>')], {
    how: '`sk BETWEEN PAYMENT# AND VENDOR`',
  }),
  row("one document of a vendor; one payment; an audit entry; the vendor's audit log", [
    use('vendorDocument', '<vendorId>', '<id>'),
    use('vendorPayment', '<vendorId>', '<id>'),
    use('vendorAudit', '<vendorId>', '<at>', '<id>'),
    use('vendorAuditPrefix', '<vendorId>'),
  ]),
  row('one image, one product', [use('vendorImage', '<vendorId>', '<id>'), use('vendorProduct', '<vendorId>', '<id>')]),
  row(
    'images per vendor and type under the maximum (1 logo, 2 booth, 8 product)',
    [use('vendorImageCount', '<vendorId>', '<type>')],
    { how: "conditional `ADD count` in the image's own transaction" },
  ),
  row(
    "images and products awaiting approval (the admins' review queue), oldest first",
    [use('pendingContent', '<createdAt>', 'IMAGE', '<id>'), use('pendingContentPartition')],
    { sparse: 'removed on approval or rejection', how: 'products sort as `<createdAt>#PRODUCT#<id>`' },
  ),
  row("a vendor's notes, newest first", [
    use('vendorNote', '<vendorId>', '<id>'),
    use('vendorNotesPrefix', '<vendorId>'),
  ]),
  row(
    "unarchived plain notes by the day written (the date's vendor notes)",
    [use('vendorNoteByDate', '<date>', '<noteId>'), use('vendorNotesPartition')],
    { sparse: 'unarchived, no reminder date', how: '`BETWEEN <from># AND <to>#~`' },
  ),
  row(
    'open reminders due today / after today / before today / by a market date',
    [use('vendorReminderByDate', '<date>', '<noteId>'), use('vendorRemindersPartition')],
    { sparse: 'unarchived, with a date', how: '`begins_with <today>#` / `> <today>#~` / `< <today>#` / `<= <date>#~`' },
  ),
  row('vendor alerts (admin list, vendor dashboard)', [use('vendorAlert', '<id>')], { how: '`sk begins_with ALERT#`' }),

  // Market dates, spaces and requests
  row(
    "market dates by date (upcoming, next market, a season, a vendor's past dates newest first)",
    [use('marketDateCalendar', '<date>')],
    { how: '`gsi1sk >= <today>` / `BETWEEN <from> AND <to>` (descending for past dates)' },
  ),
  row(
    "one market's dates by date (its calendar, upcoming, next market, a season's dates already there)",
    [use('marketCalendar', '<marketId>', '<date>')],
    {
      how: "`gsi2sk >= <today>` / `BETWEEN <from> AND <to>`; every market date is written with marketDateKeys (the date, the organisation calendar and its market's)",
    },
  ),
  row('one market date per market and calendar date (guard)', [use('uniqueMarketDate', '<date>', '<marketId>')], {
    how: "conditional put with the date; the first market ('main') keeps the guard `UNIQUE#MARKET_DATE#<date>`",
  }),
  row('a market date', [use('marketDate', '<id>')], {
    how: "`layoutVersion` moves by a conditional update in the layout save's first transaction",
  }),
  row(
    "a market date's spaces, landmarks and requests (layout editor, publishing, repricing)",
    [use('marketDatePartition', '<id>')],
    { how: 'one Query; `sk BETWEEN MARKET_DATE AND SPACE#\\uffff` for a date with its spaces and requests' },
  ),
  row(
    "a date's spaces only (spaces list), or its landmarks and spaces (public map)",
    [use('marketDate', '<id>'), use('space', '<marketDateId>', '<id>'), use('landmark', '<marketDateId>', '<id>')],
    {
      how: 'spaces list: Get of the date and `sk begins_with SPACE#` side by side, then a BatchGet of the requests of the vendors holding a space; public map: `sk BETWEEN LANDMARK# AND MARKET_DATE` (landmarks and the date) and `sk begins_with SPACE#` side by side; never the requests',
    },
  ),
  row('one space, one landmark', [use('space', '<marketDateId>', '<id>'), use('landmark', '<marketDateId>', '<id>')]),
  row('one request per vendor per date', [use('spaceRequest', '<marketDateId>', '<vendorId>')], {
    how: "conditional put; the dashboard's pending card (returning vendors) and Missing Requests card (who requested the date): a BatchGet of the named vendors' keys on a date",
  }),
  row(
    "a date's requests counted by status, placement and money (date dashboard cards, admin home)",
    [use('dateTally', '<marketDateId>')],
    {
      how: "`ADD` of the change in every request write's transaction; read with the date in one BatchGet; recounted once (`sk begins_with REQUEST#`) while `counted` is absent",
    },
  ),
  row('one space per vendor per date (guard)', [use('assignedVendor', '<marketDateId>', '<vendorId>')], {
    how: 'conditional put in the assign transaction',
  }),
  row("a vendor's requests by date", [use('vendorRequestsByDate', '<vendorId>', '<date>')]),
  row(
    "a page of a date's requests by status, then vendor name (Market Requests)",
    [
      use('dateRequestListing', '<marketDateId>', '<status>', '<folded name>', '<vendorId>'),
      use('dateRequestsListed', '<marketDateId>'),
      use('dateRequestsOfStatus', '<marketDateId>', '<status>', '<name prefix>'),
    ],
    {
      how: "`Limit` = the page size and the cursor as `ExclusiveStartKey`; a status (and a name prefix) is `gsi4sk begins_with <rank><status>#<prefix>`; a vendor type is a filter (read 4× the page, cut to the page); then a BatchGet of the page's vendors and spaces. The dashboard's pending card reads the `requested` range whole, and its Missing Requests card the `approved`–`confirmed` range of each date of the 31 days before, projected to the vendor id",
      sparse: 'every space request; the key moves with each status change in the same write',
    },
  ),
  row(
    "a page of a date's payments (one tab's approved and confirmed requests by vendor name)",
    [
      use('marketDate', '<marketDateId>'),
      use('dateTally', '<marketDateId>'),
      use('space', '<marketDateId>', ''),
      use('dateRequestsListed', '<marketDateId>'),
      use('dateRequestsOfStatus', '<marketDateId>', 'approved'),
    ],
    {
      how: "the date and its tally (the totals) in one BatchGet and the date's spaces' key range, side by side; then `gsi4sk BETWEEN 1approved# AND 2confirmed#\\uffff` with `Limit` 4× the page and the cursor as `ExclusiveStartKey`, the tab (amountDue, amountBalance), a vendor type and an area's spaces (`spaceId IN`) as filters, cut to the page; then a BatchGet of the page's vendors",
    },
  ),
  row(
    "a page of a date's proceeds (approved and confirmed requests by gross sales, highest first, then vendor name)",
    [
      use('marketDate', '<marketDateId>'),
      use('dateTally', '<marketDateId>'),
      use('dateProceedsListing', '<marketDateId>', true, null, '<folded name>', '<vendorId>'),
      use('dateProceedsActive', '<marketDateId>'),
    ],
    {
      how: "the date and its tally (the cards' totals, the attention counts, the sales by tender) in one BatchGet; then `gsi5sk begins_with A#` with `Limit` 4× the page and the cursor as `ExclusiveStartKey`, a vendor type and paid-only (amountDue, amountBalance) as filters, cut to the page; then a BatchGet of the page's vendors and spaces. After `A#` comes `G` and the complement of the gross sales' cents to 10^15 − 1 (15 digits), or `N` (shown) when none was reported",
      sparse:
        'every space request (`A#` approved and confirmed, `Z#` the others); the key moves with each change of status or gross sales in the same write',
    },
  ),
  row(
    "a page of the assign dialog's vendors (the layout editor's vendor panel too)",
    [
      use('dateRequestsListed', '<marketDateId>'),
      use('vendorNamesOfStatus', 'APPROVED'),
      use('vendorSearchWordPrefix', '<term word>'),
      use('spaceRequest', '<marketDateId>', '<vendorId>'),
    ],
    {
      how: "the date item and its `SPACE#` range side by side with the page: the open requests without a space (`gsi4sk BETWEEN 0requested# AND 2confirmed#\\uffff`, filter no `spaceId`, `Limit` 4× the page, cut to the page), then the approved vendors' name index; or, with `q`, the search words (`sk begins_with <longest word>`, filters status and `contains(searchText, <term>)`). The cursor names the part it continues. Then one BatchGet of the page's vendors and, past the open requests, their requests on the date",
    },
  ),
  row('a request by its id (financial edit, audit log)', [use('spaceRequestById', '<id>')], {
    how: 'then a consistent Get',
  }),
  row(
    "a request's audit log, newest first (written in the change's own transaction)",
    [use('spaceRequestAudit', '<requestId>', '<at>', '<id>'), use('spaceRequestAuditPrefix', '<requestId>')],
    { how: 'descending, `Limit`' },
  ),
  row(
    'missing vendors of a date (spec 2 §2.3): approved vendors with no request on it who attended in the 31 days before',
    [use('vendorDirectory'), use('marketDatePartition', '<id>'), use('marketDateCalendar', '<date>')],
    {
      how: "the calendar `BETWEEN <date − 31> AND <date − 1>`, then one Query per earlier date's partition (five Sundays at most): a fixed number whatever the number of vendors",
    },
  ),
  row("the default layout new dates copy: head, then its current version's spaces and landmarks", [
    use('layout', 'default'),
    use('layoutVersionPartition', 'default', '<version>'),
    use('layoutSpace', 'default', '<version>', '<id>'),
    use('layoutLandmark', 'default', '<version>', '<id>'),
  ]),
  row('statistics cached for five minutes (spec 2 §9), per date and vendor-type filter (TTL)', [
    use('statsCache', '<marketDateId>', 'all | <vendorTypeId>'),
  ]),

  // Payments
  row('a payment by its id (edit)', [use('paymentById', '<id>')], { how: 'then a consistent Get' }),
  row('short link by code (TTL)', [use('shortCode', '<code>')]),
  row("a vendor's or a user's payment-provider customer", [use('paymentCustomer', 'VENDOR', '<id>')], {
    how: 'or `USER#<id>`; conditional put',
  }),
  row(
    "a vendor's or a user's saved cards",
    [use('savedCard', 'VENDOR', '<id>', '<paymentMethodId>'), use('savedCardsPrefix', 'VENDOR', '<id>')],
    { how: 'or `USER#<id>`' },
  ),
  row("a payment attempt by its id or the provider's session id (TTL)", [use('paymentSession', '<id>')], {
    how: 'conditional put',
  }),
  row('a provider event, applied once', [use('providerEvent', '<provider>', '<eventId>')], { how: 'conditional put' }),
  row('one payment row per provider payment (guard)', [use('uniqueProviderPayment', '<providerPaymentId>')], {
    how: 'conditional put',
  }),

  // Documents
  row('a document by its id (archive, delete, download, review)', [use('documentById', '<id>')], {
    how: 'then a consistent Get',
  }),
  row(
    'documents awaiting review, oldest first',
    [use('pendingDocument', '<uploadDate>', '<id>'), use('pendingDocumentsPartition')],
    { sparse: 'only pending, unarchived' },
  ),
  row(
    'current documents of one vendor / of a bulk selection (required to sell)',
    [use('currentDocument', '<vendorId>', '<typeId>', '<id>'), use('currentDocumentsPartition')],
    { sparse: 'only approved, unarchived', how: '`gsi2sk begins_with <vendorId>#` / the whole partition' },
  ),
  row(
    'documents expiring within 30 days or expired, soonest first; expiry notices',
    [use('documentByExpiry', '<expirationDate>', '<id>'), use('documentExpiryPartition')],
    {
      sparse: 'unarchived, not rejected, with a date',
      how: '`gsi3sk <= <today + 30>#~`; notices read `BETWEEN <today># AND <today + 30>#~`',
    },
  ),

  // Sales by tender and tokens
  row("a date's tokens, every vendor; one vendor's tokens on a date", [
    use('dateTokensPartition', '<marketDateId>'),
    use('vendorTokens', '<marketDateId>', '<vendorId>'),
  ]),
  row("tender aggregates of a date range; one date's aggregate", [
    use('tenderAggregateRange', '<from>', '<to>'),
    use('tenderAggregate', '<date>', '<marketDateId>'),
  ]),

  // Market day (issue 31)
  row(
    "a vendor's attendance on a date; every vendor's (the day's screen, the aggregator, missing vendors)",
    [use('attendance', '<marketDateId>', '<vendorId>'), use('marketDatePartition', '<marketDateId>')],
    { how: '`begins_with(sk, ATTENDANCE#)`; written conditioned on the action that set it' },
  ),
  row(
    "one action of the day's log (once per action id); the day's whole log",
    [use('dayAction', '<marketDateId>', '<actionId>'), use('marketDatePartition', '<marketDateId>')],
    { how: 'conditional put (`attribute_not_exists`); the log is `begins_with(sk, DAY_ACTION#)`' },
  ),

  // Reports
  row("a date's report aggregate", [use('reportDateAggregate', '<marketDateId>')]),
  row(
    'report aggregates of a date range',
    [use('reportDateByDate', '<date>', '<marketDateId>'), use('reportDatesPartition')],
    { sparse: 'report aggregates only', how: '`BETWEEN <from># AND <to>#~`' },
  ),
  row(
    'auto-payments of a date range',
    [use('autoPaymentRecord', '<date>', '<paymentId>'), use('autoPaymentsPartition')],
    {
      how: '`sk BETWEEN <from># AND <to>#~`',
    },
  ),
  row(
    'historical data of a date range / one entry',
    [use('historicalEntry', '<date>', '<vendorTypeId>'), use('historicalPartition')],
    { how: '`sk BETWEEN <from># AND <to>#~`' },
  ),
  row(
    "imported past attendance: one date's records, vendor by vendor (to sum the date up, or remove it)",
    [use('historicalAttendance', '<date>', '<vendorId>'), use('historicalAttendancePartition')],
    { how: '`sk BETWEEN <date># AND <date>#~`' },
  ),
  row(
    "imported past attendance of a date range, a summary per market's date (reports, the historical data screen)",
    [use('historicalAttendanceDate', '<date>', '<marketId>'), use('historicalAttendanceDatesPartition')],
    { how: '`sk BETWEEN <from># AND <to>#~`' },
  ),

  // Waitlist
  row('the offer of one space of a date (open, or the last one and who passed on it)', [
    use('waitlistOffer', '<marketDateId>', '<spaceId>'),
  ]),
  row("an offer's accept/decline link (/w/{code}, TTL)", [use('waitlistCode', '<code>')]),
  row(
    "every upcoming date's line, for a vendor's screens",
    [use('waitlistEntry', '<date>', '<marketDateId>', '<vendorId>')],
    {
      sparse: 'waitlisted requests only',
    },
  ),
];

const code = (text: string) => '`' + text + '`';

/** One key as the table shows it: each attribute with its value, a prefix or range as a key condition. */
function renderKey(key: BuiltKey): string {
  if (typeof key === 'string') return code(`begins_with ${key}`);
  const parts: string[] = [];
  for (const [attr, value] of Object.entries(key)) {
    if (attr === 'skPrefix') parts.push(code(`sk begins_with ${value}`));
    else if (attr === 'skFrom') parts.push(code(`sk BETWEEN ${value} AND ${key.skTo ?? ''}`));
    else if (attr !== 'skTo') parts.push(code(`${attr} = ${value}`));
  }
  return parts.join(', ');
}

// A partition key next to an item key of that partition says nothing new, so the row shows the item key only.
function covers(earlier: BuiltKey, later: BuiltKey): boolean {
  if (typeof earlier === 'string' || typeof later === 'string') return false;
  return Object.entries(later).every(([attr, value]) => earlier[attr] === value);
}

function indexOf(key: BuiltKey): string {
  if (typeof key === 'string') return '';
  if ('pk' in key) return 'table';
  const gsi = Object.keys(key).find((attr) => /^gsi\dpk$/.test(attr) || /^gsi\dsk$/.test(attr));
  return gsi ? gsi.slice(0, 4) : '';
}

// A sort-key bound of U+FFFF is invisible on the page; show it as written in the code.
const visible = (text: string) =>
  text.replaceAll('\uffff', '\\uffff').replaceAll(PHONE, '<digits>').replaceAll('|', '\\|');

export function renderAccessPatternTable(patterns: AccessPattern[] = ACCESS_PATTERNS): string {
  const lines = ['| access pattern | index | key condition |', '| --- | --- | --- |'];
  for (const p of patterns) {
    const indexes = [...new Set(p.keys.map((k) => indexOf(k.key)).filter(Boolean))].join(' / ');
    const index = p.sparse ? `${indexes} (sparse: ${p.sparse})` : indexes;
    const shown = p.keys.filter((k, i) => !p.keys.slice(0, i).some((earlier) => covers(earlier.key, k.key)));
    const condition = shown.map((k) => renderKey(k.key)).join('; ') + (p.how ? `; ${p.how}` : '');
    lines.push(`| ${visible(p.pattern)} | ${visible(index)} | ${visible(condition)} |`);
  }
  return lines.join('\n') + '\n';
}

/** Builders of keys.ts that no row uses. */
export function undocumentedKeyBuilders(patterns: AccessPattern[] = ACCESS_PATTERNS): string[] {
  const used = new Set(patterns.flatMap((p) => p.keys.map((k) => k.builder)));
  return (Object.keys(keys) as KeyBuilder[]).filter((b) => !used.has(b));
}
