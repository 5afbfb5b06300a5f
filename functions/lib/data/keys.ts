/**
 * Every key of the single table is built here. Items carry pk/sk and, where a query needs them, the sparse GSI
 * attributes gsi1pk/gsi1sk … gsi5pk/gsi5sk. docs/data-model.md's access-pattern table is written from these builders
 * (test/docs/access-patterns.ts names the builders each pattern uses); a builder no pattern uses fails its test.
 */
import { isApprovedStatus } from '../../../shared/amount-owed.js';
import { phoneDigits } from '../../../shared/phone.js';
import { isWaiting } from '../../../shared/waitlist.js';
import { FIRST_MARKET_ID } from '../../../shared/markets.js';

export const TABLE_INDEXES = {
  /** gsi1: natural-key lookups (user e-mail, vendor e-mail) and the market-date calendar. */
  byNaturalKey: 'gsi1',
  /** gsi2: user phone, vendor phone, and a vendor's requests by date. */
  byPhoneOrOwner: 'gsi2',
  /** gsi3: listings (vendors by name, users by role; a waitlisted request by its date). */
  byListing: 'gsi3',
  /** gsi4: a market date's requests by status and vendor name (the Market Requests list and date payments). */
  byDateListing: 'gsi4',
  /** gsi5: a market date's requests by gross sales (the proceeds report). */
  byDateProceeds: 'gsi5',
} as const;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export const normalizeCatalogName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export const keys = {
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'USER' }),
  userByEmail: (email: string) => ({ gsi1pk: `USER_EMAIL#${normalizeEmail(email)}`, gsi1sk: 'USER' }),
  userByPhone: (phone: string) => ({ gsi2pk: `USER_PHONE#${phoneDigits(phone)}`, gsi2sk: 'USER' }),
  /** Users of one role (e.g. every admin, to notify them all). */
  userByRole: (role: string, username: string, vendorId?: string | null) => ({
    gsi3pk: `USER_ROLE#${role}`,
    // A vendor's users sort together under it, so one vendor's users are one Query (vendorUsersPrefix).
    gsi3sk: vendorId ? `${vendorId}#${username.toLowerCase()}` : username.toLowerCase(),
  }),
  vendorUsersPrefix: (vendorId: string) => `${vendorId}#`,
  /** Guard items that make an e-mail or phone belong to one user at most. */
  uniqueUserEmail: (email: string) => ({ pk: `UNIQUE#USER_EMAIL#${normalizeEmail(email)}`, sk: 'UNIQUE' }),
  uniqueUserPhone: (phone: string) => ({ pk: `UNIQUE#USER_PHONE#${phoneDigits(phone)}`, sk: 'UNIQUE' }),
  /** Links a Google/Apple Cognito user to the MarketDay user with the same e-mail. */
  identityLink: (cognitoUsername: string) => ({ pk: `IDENTITY#${cognitoUsername}`, sk: 'IDENTITY' }),
  userNotification: (userId: string, notificationId: string) => ({
    pk: `USER#${userId}`,
    sk: `NOTIFICATION#${notificationId}`,
  }),
  userNotificationsPrefix: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'NOTIFICATION#' }),
  /**
   * Sparse: only unread notifications carry it (removed when read), so the bell's unread list and count are one
   * exact query however many read notifications a user has.
   */
  unreadNotification: (userId: string, notificationId: string) => ({
    gsi2pk: `UNREAD_NOTIFICATIONS#${userId}`,
    gsi2sk: notificationId,
  }),

  /** Single-use reset token, stored under its SHA-256 hash so the table never holds a usable token. */
  resetToken: (tokenHash: string) => ({ pk: `RESET_TOKEN#${tokenHash}`, sk: 'RESET_TOKEN' }),
  /**
   * A rate-limit counter (TTL): attempts of one purpose (sign-in per account or per address, password change,
   * map unlock, duplicate check) by one subject (hashed) in one fixed window (the window's index since the epoch).
   */
  rateLimit: (purpose: string, subjectHash: string, window: number) => ({
    pk: `RATE_LIMIT#${purpose}#${subjectHash}#${window}`,
    sk: 'RATE_LIMIT',
  }),
  /**
   * What one submit of a record-creating or money-moving call answered (TTL), under a hash of the caller, the
   * route and the client's Idempotency-Key, so one caller's key can never answer another's request.
   */
  idempotencyRecord: (scopeHash: string) => ({ pk: `IDEMPOTENCY#${scopeHash}`, sk: 'IDEMPOTENCY' }),
  queuedMessage: (messageId: string) => ({ pk: `MESSAGE#${messageId}`, sk: 'MESSAGE' }),
  /** An admin's edit of a message template (Message Templates), by template code; all in one partition. */
  messageTemplate: (code: string) => ({ pk: 'MESSAGE_TEMPLATES', sk: `TEMPLATE#${code}` }),
  messageTemplatesPartition: { pk: 'MESSAGE_TEMPLATES' },
  /** A bulk message's batch: how many were queued, sent and failed, for the screen's progress. */
  messageBatch: (batchId: string) => ({ pk: `MESSAGE_BATCH#${batchId}`, sk: 'BATCH' }),
  /** A scheduled job's idempotency record: what `job` did for `recipient` on `dateKey` (one run's worth, with a TTL). */
  jobRun: (job: string, dateKey: string, recipient: string) => ({
    pk: `JOB_RUN#${job}#${dateKey}`,
    sk: `RECIPIENT#${recipient}`,
  }),

  /** Market vocabulary, read together in one query: vendor types, space types, fees, areas, landmark types. */
  catalog: { pk: 'CATALOG' },
  vendorType: (id: string) => ({ pk: 'CATALOG', sk: `VENDOR_TYPE#${id}` }),
  spaceType: (id: string) => ({ pk: 'CATALOG', sk: `SPACE_TYPE#${id}` }),
  spaceTypeFee: (spaceTypeId: string, vendorTypeId: string) => ({
    pk: 'CATALOG',
    sk: `SPACE_TYPE_FEE#${spaceTypeId}#${vendorTypeId}`,
  }),
  area: (id: string) => ({ pk: 'CATALOG', sk: `AREA#${id}` }),
  landmarkType: (id: string) => ({ pk: 'CATALOG', sk: `LANDMARK_TYPE#${id}` }),
  documentType: (id: string) => ({ pk: 'CATALOG', sk: `DOCUMENT_TYPE#${id}` }),
  /** Guard items that make a vocabulary name (an area's, a space type's, a landmark type's) or a vendor type's code
   * belong to one entry at most; the value is compared without case or repeated spaces. */
  uniqueCatalogName: (kind: 'AREA' | 'SPACE_TYPE' | 'VENDOR_TYPE_CODE' | 'LANDMARK_TYPE', name: string) => ({
    pk: `UNIQUE#${kind}#${normalizeCatalogName(name)}`,
    sk: 'UNIQUE',
  }),
  systemSetting: (key: string) => ({ pk: 'SETTINGS', sk: `SETTING#${key}` }),
  /**
   * A market of the organisation (its days, hours, place, time zone and deadline rule). Markets live in the SETTINGS
   * partition, so the one query that reads the settings reads every market too, and no screen pays a read for them.
   */
  market: (marketId: string) => ({ pk: 'SETTINGS', sk: `MARKET#${marketId}` }),
  /** Every system setting (and every market), read in one query. */
  settings: { pk: 'SETTINGS' },
  /** Marks a one-time data load (the local demo market) as done, so a second start does not load it again. */
  dataLoad: (name: string) => ({ pk: 'DATA_LOAD', sk: `DATA_LOAD#${name}` }),

  vendor: (vendorId: string) => ({ pk: `VENDOR#${vendorId}`, sk: 'VENDOR' }),
  vendorByEmail: (email: string) => ({ gsi1pk: `VENDOR_EMAIL#${normalizeEmail(email)}`, gsi1sk: 'VENDOR' }),
  vendorByPhone: (phone: string) => ({ gsi2pk: `VENDOR_PHONE#${phoneDigits(phone)}`, gsi2sk: 'VENDOR' }),
  vendorListing: (name: string, vendorId: string) => ({
    gsi3pk: 'VENDORS',
    gsi3sk: `${name.trim().toLowerCase()}#${vendorId}`,
  }),
  uniqueVendorEmail: (email: string) => ({ pk: `UNIQUE#VENDOR_EMAIL#${normalizeEmail(email)}`, sk: 'UNIQUE' }),
  /**
   * The vendor directory: one compact entry (~150 bytes) per vendor under one partition, holding what admin search,
   * the admin vendor list and the application's similar-name check need. One Query reads it instead of the full
   * vendor items; every write of a vendor's name, contact, e-mail, phone, type or status puts the entry again in the
   * same transaction (functions/lib/vendor-directory.ts).
   */
  vendorDirectory: { pk: 'VENDOR_DIRECTORY' },
  vendorDirectoryEntry: (vendorId: string) => ({ pk: 'VENDOR_DIRECTORY', sk: `VENDOR#${vendorId}` }),
  /**
   * A directory entry's places in the vendor list's three name-sorted indexes: every vendor, one status, one vendor
   * type. `sortName` is the folded name, so a page of the list is one Query in name order whatever the filters.
   */
  vendorNameIndexes: (sortName: string, vendorId: string, status: string, vendorTypeId: string) => ({
    gsi1pk: 'VENDOR_NAMES',
    gsi1sk: `${sortName}#${vendorId}`,
    gsi2pk: `VENDOR_NAMES#STATUS#${status}`,
    gsi2sk: `${sortName}#${vendorId}`,
    gsi3pk: `VENDOR_NAMES#TYPE#${vendorTypeId}`,
    gsi3sk: `${sortName}#${vendorId}`,
  }),
  vendorNames: { gsi1pk: 'VENDOR_NAMES' },
  vendorNamesOfStatus: (status: string) => ({ gsi2pk: `VENDOR_NAMES#STATUS#${status}` }),
  vendorNamesOfType: (vendorTypeId: string) => ({ gsi3pk: `VENDOR_NAMES#TYPE#${vendorTypeId}` }),
  /**
   * One item per word of a vendor's name and contact name (folded), so search reads only the words that start with
   * the term: `sk begins_with <term>`. The folded name after the word keeps one word's vendors in name order.
   */
  vendorSearchWord: (word: string, sortName: string, vendorId: string) => ({
    pk: 'VENDOR_WORDS',
    sk: `${word}#${sortName}#${vendorId}`,
  }),
  vendorSearchWordPrefix: (prefix: string) => ({ pk: 'VENDOR_WORDS', skPrefix: prefix }),
  vendorAuditPrefix: (vendorId: string) => ({ pk: `VENDOR#${vendorId}`, skPrefix: 'AUDIT#' }),
  vendorDocument: (vendorId: string, documentId: string) => ({
    pk: `VENDOR#${vendorId}`,
    sk: `DOCUMENT#${documentId}`,
  }),
  vendorPayment: (vendorId: string, paymentId: string) => ({ pk: `VENDOR#${vendorId}`, sk: `PAYMENT#${paymentId}` }),
  vendorAudit: (vendorId: string, at: string, id: string) => ({ pk: `VENDOR#${vendorId}`, sk: `AUDIT#${at}#${id}` }),
  /** An admin's note on a vendor (spec 2 §3 vendor_notes); ULIDs sort the vendor's notes by creation. */
  vendorNote: (vendorId: string, noteId: string) => ({ pk: `VENDOR#${vendorId}`, sk: `NOTE#${noteId}` }),
  vendorNotesPrefix: (vendorId: string) => ({ pk: `VENDOR#${vendorId}`, skPrefix: 'NOTE#' }),
  /** Unarchived plain notes (no reminder date) by the day they were written, for the date's notes (spec 2 §2.6). */
  vendorNoteByDate: (isoDate: string, noteId: string) => ({ gsi3pk: 'VENDOR_NOTES', gsi3sk: `${isoDate}#${noteId}` }),
  /** Reminders and the date's vendor notes: unarchived notes with a reminder date, by that date (sparse, on gsi3). */
  vendorReminderByDate: (isoDate: string, noteId: string) => ({
    gsi3pk: 'VENDOR_REMINDERS',
    gsi3sk: `${isoDate}#${noteId}`,
  }),
  vendorRemindersPartition: { gsi3pk: 'VENDOR_REMINDERS' },
  vendorNotesPartition: { gsi3pk: 'VENDOR_NOTES' },
  /** A vendor's profile image; its files live in the images bucket under the same id (functions/lib/storage). */
  vendorImage: (vendorId: string, imageId: string) => ({ pk: `VENDOR#${vendorId}`, sk: `IMAGE#${imageId}` }),
  vendorProduct: (vendorId: string, productId: string) => ({ pk: `VENDOR#${vendorId}`, sk: `PRODUCT#${productId}` }),
  /**
   * How many images of one type a vendor has: written in the same transaction as each image (conditional ADD under
   * the type's maximum), so the limit of spec 3 §9 holds however many uploads arrive at once.
   */
  vendorImageCount: (vendorId: string, imageType: string) => ({
    pk: `VENDOR#${vendorId}`,
    sk: `IMAGE_COUNT#${imageType}`,
  }),
  /** The vendor item, its images, products and counters: the profile screens' and public page's one Query. */
  vendorPartition: (vendorId: string) => ({ pk: `VENDOR#${vendorId}` }),
  /**
   * Sparse: only images and products awaiting approval carry it (removed on approval or rejection), so the admins'
   * review queue is one Query of pending content, oldest first, however much approved content exists.
   */
  pendingContent: (createdAt: string, kind: 'IMAGE' | 'PRODUCT', id: string) => ({
    gsi3pk: 'PENDING_CONTENT',
    gsi3sk: `${createdAt}#${kind}#${id}`,
  }),
  pendingContentPartition: { gsi3pk: 'PENDING_CONTENT' },
  vendorAlert: (alertId: string) => ({ pk: 'VENDOR_ALERTS', sk: `ALERT#${alertId}` }),

  marketDate: (marketDateId: string) => ({ pk: `MARKET_DATE#${marketDateId}`, sk: 'MARKET_DATE' }),
  /** The calendar: every market date by ISO date, for "upcoming", "next market" and date ranges. */
  marketDateCalendar: (isoDate: string) => ({ gsi1pk: 'MARKET_DATES', gsi1sk: isoDate }),
  /** One market's calendar: its market dates by ISO date (gsi2; every market date carries it, see marketDateKeys). */
  marketCalendar: (marketId: string, isoDate: string) => ({ gsi2pk: `MARKET_DATES#${marketId}`, gsi2sk: isoDate }),
  /**
   * One market date per market and calendar date (guard item, conditional put). The first market keeps the guard
   * it had before markets existed, so a migrated table needs no new guards.
   */
  uniqueMarketDate: (isoDate: string, marketId: string = FIRST_MARKET_ID) => ({
    pk: marketId === FIRST_MARKET_ID ? `UNIQUE#MARKET_DATE#${isoDate}` : `UNIQUE#MARKET_DATE#${marketId}#${isoDate}`,
    sk: 'UNIQUE',
  }),
  /** Everything stored under a market date (the date, its spaces, landmarks and requests), for one Query. */
  marketDatePartition: (marketDateId: string) => ({ pk: `MARKET_DATE#${marketDateId}` }),
  space: (marketDateId: string, spaceId: string) => ({ pk: `MARKET_DATE#${marketDateId}`, sk: `SPACE#${spaceId}` }),
  landmark: (marketDateId: string, landmarkId: string) => ({
    pk: `MARKET_DATE#${marketDateId}`,
    sk: `LANDMARK#${landmarkId}`,
  }),
  /**
   * The date's tally: counts and sums of its requests the dashboard cards show, moved by ADD in the same transaction
   * as every request write (shared/date-tally.ts), so a card reads one item instead of every request.
   */
  dateTally: (marketDateId: string) => ({ pk: `MARKET_DATE#${marketDateId}`, sk: 'DATE_TALLY' }),
  /** Keyed by vendor: one request per vendor per date is held by the key itself. */
  spaceRequest: (marketDateId: string, vendorId: string) => ({
    pk: `MARKET_DATE#${marketDateId}`,
    sk: `REQUEST#${vendorId}`,
  }),
  /**
   * Guard item: one space per vendor per date. Assigning puts it (attribute_not_exists) in the same transaction as
   * the space; unassigning deletes it. Whoever else assigns a vendor to a space writes it too (assignmentGuardItem
   * in functions/lib/spaces.repository.ts).
   */
  assignedVendor: (marketDateId: string, vendorId: string) => ({
    pk: `MARKET_DATE#${marketDateId}`,
    sk: `ASSIGNED#${vendorId}`,
  }),
  /**
   * Market day (issue 31): a vendor's attendance on the date (arrived, late, no-show, or cleared), under the date so
   * the day's screen reads every vendor's in one Query of the ATTENDANCE# range.
   */
  attendance: (marketDateId: string, vendorId: string) => ({
    pk: `MARKET_DATE#${marketDateId}`,
    sk: `ATTENDANCE#${vendorId}`,
  }),
  /**
   * Market day: one action of the day's log, keyed by the id the phone gave it, so an action synced twice (or by two
   * phones at once) is written once: a conditional put on this key.
   */
  dayAction: (marketDateId: string, actionId: string) => ({
    pk: `MARKET_DATE#${marketDateId}`,
    sk: `DAY_ACTION#${actionId}`,
  }),
  /**
   * A layout template ("default"): the spaces and landmarks a new market date starts with. Its spaces may name a
   * vendor with isDefault, who is then pre-assigned on every new date. The head item names the current version;
   * a version's items live in their own partition, so saving a new layout writes the new version whole and then
   * switches the head in one write: a reader never sees half of each.
   */
  layout: (layoutId: string) => ({ pk: `LAYOUT#${layoutId}`, sk: 'LAYOUT' }),
  layoutVersionPartition: (layoutId: string, version: string) => ({ pk: `LAYOUT#${layoutId}#${version}` }),
  layoutSpace: (layoutId: string, version: string, spaceId: string) => ({
    pk: `LAYOUT#${layoutId}#${version}`,
    sk: `SPACE#${spaceId}`,
  }),
  layoutLandmark: (layoutId: string, version: string, landmarkId: string) => ({
    pk: `LAYOUT#${layoutId}#${version}`,
    sk: `LANDMARK#${landmarkId}`,
  }),
  vendorRequestsByDate: (vendorId: string, isoDate: string) => ({
    gsi2pk: `VENDOR_REQUESTS#${vendorId}`,
    gsi2sk: isoDate,
  }),
  /**
   * A date's requests on gsi4, by status (in the order a manager works them) and then by the vendor's folded name:
   * one status's page, or every status's, is one Query in name order; a name prefix is a begins_with.
   */
  dateRequestListing: (marketDateId: string, status: string, sortName: string, vendorId: string) => ({
    gsi4pk: `DATE_REQUESTS#${marketDateId}`,
    gsi4sk: `${requestStatusRank(status)}#${sortName}#${vendorId}`,
  }),
  dateRequestsListed: (marketDateId: string) => ({ gsi4pk: `DATE_REQUESTS#${marketDateId}` }),
  dateRequestsOfStatus: (marketDateId: string, status: string, namePrefix = '') => ({
    gsi4pk: `DATE_REQUESTS#${marketDateId}`,
    gsi4sk: `${requestStatusRank(status)}#${namePrefix}`,
  }),
  /**
   * A date's requests on gsi5 for the proceeds report: approved and confirmed ones first (`A#`), by gross sales
   * highest first (none reported after every amount), then by the vendor's folded name; every other status after them
   * (`Z#`), so the key never has to be removed when a request leaves the report.
   */
  dateProceedsListing: (
    marketDateId: string,
    active: boolean,
    grossSales: number | null,
    sortName: string,
    vendorId: string,
  ) => ({
    gsi5pk: `DATE_PROCEEDS#${marketDateId}`,
    gsi5sk: `${active ? 'A' : 'Z'}#${grossSalesRank(grossSales)}#${sortName}#${vendorId}`,
  }),
  /** The report's rows: the approved and confirmed requests' key range of the date's proceeds listing. */
  dateProceedsActive: (marketDateId: string) => ({ gsi5pk: `DATE_PROCEEDS#${marketDateId}`, gsi5sk: 'A#' }),
  /** A request found by its id alone (financial edit, audit log, recalculate): gsi1, then a consistent Get. */
  spaceRequestById: (requestId: string) => ({ gsi1pk: `SPACE_REQUEST#${requestId}`, gsi1sk: 'SPACE_REQUEST' }),
  /**
   * A request's audit log (spec 2 §3 space_request_audit_log), under the request's id so it outlives a deleted skip
   * and reads newest-first in one Query.
   */
  spaceRequestAudit: (requestId: string, at: string, entryId: string) => ({
    pk: `SPACE_REQUEST#${requestId}`,
    sk: `AUDIT#${at}#${entryId}`,
  }),
  spaceRequestAuditPrefix: (requestId: string) => ({ pk: `SPACE_REQUEST#${requestId}`, skPrefix: 'AUDIT#' }),
  /** A payment found by its id alone (PATCH /api/vendors/payments/{id}): gsi1, then a consistent Get. */
  paymentById: (paymentId: string) => ({ gsi1pk: `PAYMENT#${paymentId}`, gsi1sk: 'PAYMENT' }),

  // Online payment (architecture §7)
  /** A short link (/r, /m, /v, /p): random code, stored with an expiry (the table's TTL attribute `ttl`, seconds; readers also refuse an expired code). */
  shortCode: (code: string) => ({ pk: `SHORT_CODE#${code}`, sk: 'SHORT_CODE' }),
  /** The payment provider's customer of a vendor or a user. */
  paymentCustomer: (owner: 'VENDOR' | 'USER', ownerId: string) => ({
    pk: `${owner}#${ownerId}`,
    sk: 'PAYMENT_CUSTOMER',
  }),
  /** A saved card, under its one owner (vendor or user); the owner's cards are one Query on the prefix. */
  savedCard: (owner: 'VENDOR' | 'USER', ownerId: string, paymentMethodId: string) => ({
    pk: `${owner}#${ownerId}`,
    sk: `CARD#${paymentMethodId}`,
  }),
  savedCardsPrefix: (owner: 'VENDOR' | 'USER', ownerId: string) => ({ pk: `${owner}#${ownerId}`, skPrefix: 'CARD#' }),
  /** A provider event, written once (conditional put on the event id) before it is applied. */
  providerEvent: (provider: string, eventId: string) => ({ pk: `PROVIDER_EVENT#${provider}#${eventId}`, sk: 'EVENT' }),
  /** Guard item: one payment row per provider payment (PaymentIntent or PayPal capture) however often it is reported. */
  uniqueProviderPayment: (providerPaymentId: string) => ({
    pk: `UNIQUE#PROVIDER_PAYMENT#${providerPaymentId}`,
    sk: 'UNIQUE',
  }),
  /** A checkout session or peer order we started, by its id: what it is for and the amount the server set. */
  paymentSession: (sessionId: string) => ({ pk: `PAYMENT_SESSION#${sessionId}`, sk: 'PAYMENT_SESSION' }),
  // Vendor documents and document types (review, expiry, the documents required to sell)
  /** A document found by its id alone (archive, delete, download, review): gsi1, then a consistent Get. */
  documentById: (documentId: string) => ({ gsi1pk: `DOCUMENT#${documentId}`, gsi1sk: 'DOCUMENT' }),
  /**
   * Sparse, on gsi2: a pending document sorts by upload under PENDING_DOCUMENTS (the review queue); an approved,
   * unarchived one sits under CURRENT_DOCUMENTS by vendor and type, so the required-documents check reads one
   * vendor's (begins_with) or a whole selection's current documents in one Query. Rejected or archived: neither.
   */
  pendingDocument: (uploadDate: string, documentId: string) => ({
    gsi2pk: 'PENDING_DOCUMENTS',
    gsi2sk: `${uploadDate}#${documentId}`,
  }),
  pendingDocumentsPartition: { gsi2pk: 'PENDING_DOCUMENTS' },
  currentDocument: (vendorId: string, typeId: string, documentId: string) => ({
    gsi2pk: 'CURRENT_DOCUMENTS',
    gsi2sk: `${vendorId}#${typeId}#${documentId}`,
  }),
  currentDocumentsPartition: { gsi2pk: 'CURRENT_DOCUMENTS' },
  /** Sparse, on gsi3: unarchived, unrejected documents with an expiration date, by that date (expiring, expired). */
  documentByExpiry: (expirationDate: string, documentId: string) => ({
    gsi3pk: 'DOCUMENT_EXPIRY',
    gsi3sk: `${expirationDate}#${documentId}`,
  }),
  documentExpiryPartition: { gsi3pk: 'DOCUMENT_EXPIRY' },
  documentTypePrefix: { pk: 'CATALOG', skPrefix: 'DOCUMENT_TYPE#' },
  /** Guard item: a document type's name belongs to one type at most (compared without case or repeated spaces). */
  uniqueDocumentTypeName: (name: string) => ({
    pk: `UNIQUE#DOCUMENT_TYPE#${normalizeCatalogName(name)}`,
    sk: 'UNIQUE',
  }),
  // Sales by tender and token reimbursement
  /** Tokens a vendor turned in on a date: the date's are one Query, kept apart from the date's own partition. */
  vendorTokens: (marketDateId: string, vendorId: string) => ({
    pk: `TOKENS#${marketDateId}`,
    sk: `VENDOR#${vendorId}`,
  }),
  dateTokensPartition: (marketDateId: string) => ({ pk: `TOKENS#${marketDateId}` }),
  /**
   * One aggregate per market date (tokens and sales by tender, per vendor), sorted by the date under one partition:
   * a report's date range is one Query whatever the number of vendors.
   */
  tenderAggregate: (isoDate: string, marketDateId: string) => ({
    pk: 'TENDER_BY_DATE',
    sk: `${isoDate}#${marketDateId}`,
  }),
  tenderAggregateRange: (from: string, to: string) => ({
    pk: 'TENDER_BY_DATE',
    skFrom: `${from}#`,
    skTo: `${to}#\uffff`,
  }),
  // Statistics cached on the server (spec 2 §9: five minutes): one item per market date and vendor-type filter
  statsCache: (marketDateId: string, filter: string) => ({ pk: `STATS_CACHE#${marketDateId}`, sk: filter }),
  // View Messages: the message log's indexes (every message newest first, by status, by template)
  /**
   * Every queued message by creation time in one gsi1 partition. One partition suffices: the worker's pacing keeps
   * writes near 34 messages a second, far below a partition's 1,000 writes a second, and a GSI partition has no size
   * limit. The sort key starts with the ISO time, so a date range is one BETWEEN.
   */
  messageLog: (createdAt: string, messageId: string) => ({
    gsi1pk: 'MESSAGE_LOG',
    gsi1sk: `${createdAt}#${messageId}`,
  }),
  messageLogPartition: { gsi1pk: 'MESSAGE_LOG' },
  /** The same order per status on gsi2, moved with every status change, so "failed" is an exact query. */
  messageLogByStatus: (status: string, createdAt: string, messageId: string) => ({
    gsi2pk: `MESSAGE_LOG_STATUS#${status}`,
    gsi2sk: `${createdAt}#${messageId}`,
  }),
  messageLogStatusPartition: (status: string) => ({ gsi2pk: `MESSAGE_LOG_STATUS#${status}` }),
  /** The same order per template on gsi3. */
  messageLogByTemplate: (templateId: string, createdAt: string, messageId: string) => ({
    gsi3pk: `MESSAGE_LOG_TEMPLATE#${templateId}`,
    gsi3sk: `${createdAt}#${messageId}`,
  }),
  messageLogTemplatePartition: (templateId: string) => ({ gsi3pk: `MESSAGE_LOG_TEMPLATE#${templateId}` }),
  // Reports: per-date aggregates, auto-payment records and historical market data
  /**
   * A market date summed up for the reports, recomputed from the date's partition by the report aggregator (table
   * stream). Kept outside the date's partition so writing it does not wake the aggregator again.
   */
  reportDateAggregate: (marketDateId: string) => ({ pk: `REPORT_DATE#${marketDateId}`, sk: 'AGGREGATE' }),
  /** Sparse, on gsi3: every date's aggregate by ISO date, so a season's report is one Query on a date range. */
  reportDateByDate: (isoDate: string, marketDateId: string) => ({
    gsi3pk: 'REPORT_DATES',
    gsi3sk: `${isoDate}#${marketDateId}`,
  }),
  reportDatesPartition: { gsi3pk: 'REPORT_DATES' },
  /** A charge made off-session on a saved card (or its decline), copied by the aggregator, by market date. */
  autoPaymentRecord: (marketDate: string, paymentId: string) => ({
    pk: 'REPORT_AUTO_PAYMENTS',
    sk: `${marketDate}#${paymentId}`,
  }),
  autoPaymentsPartition: { pk: 'REPORT_AUTO_PAYMENTS' },
  /** Historical market data (spec 2 §3): one entry per market date and vendor type, the pair being the key. */
  historicalEntry: (marketDate: string, vendorTypeId: string) => ({
    pk: 'HISTORICAL_DATA',
    sk: `${marketDate}#${vendorTypeId}`,
  }),
  historicalPartition: { pk: 'HISTORICAL_DATA' },
  /** Past attendance of one vendor on one past market date (imported records), by date: a season is one range. */
  historicalAttendance: (marketDate: string, vendorId: string) => ({
    pk: 'HISTORICAL_ATTENDANCE',
    sk: `${marketDate}#${vendorId}`,
  }),
  historicalAttendancePartition: { pk: 'HISTORICAL_ATTENDANCE' },
  /** A market's past date's attendance summed up (who came, by type, their sales): what screens and reports read. */
  historicalAttendanceDate: (marketDate: string, marketId: string) => ({
    pk: 'HISTORICAL_ATTENDANCE_DATES',
    sk: `${marketDate}#${marketId}`,
  }),
  historicalAttendanceDatesPartition: { pk: 'HISTORICAL_ATTENDANCE_DATES' },
  // Waitlist (issue 15): offers of freed spaces to waiting vendors
  /** The offer of one space of a date (one item per space: the open offer, or the last one and who passed on it). */
  waitlistOffer: (marketDateId: string, spaceId: string) => ({
    pk: `MARKET_DATE#${marketDateId}`,
    sk: `WAITLIST_OFFER#${spaceId}`,
  }),
  /** An offer's accept/decline link code (/w/{code}), with an expiry (`ttl`). */
  waitlistCode: (code: string) => ({ pk: `WAITLIST_CODE#${code}`, sk: 'WAITLIST_CODE' }),
  /**
   * Sparse, on gsi3: a waitlisted request by its date, so a vendor's screens read every upcoming date's line in one
   * Query (its place is worked out from the ranks; entries no longer waiting are filtered out).
   */
  waitlistEntry: (isoDate: string, marketDateId: string, vendorId: string) => ({
    gsi3pk: 'WAITLIST',
    gsi3sk: `${isoDate}#${marketDateId}#${vendorId}`,
  }),
} as const;

/** Every key attribute a queued message carries: by id, and in the message log's three indexes. */
/** A market date's keys: its item, the organisation's calendar (gsi1) and its market's calendar (gsi2). */
export function marketDateKeys(md: { id: string; date: string; marketId?: string | null }) {
  return {
    ...keys.marketDate(md.id),
    ...keys.marketDateCalendar(md.date),
    ...keys.marketCalendar(md.marketId || FIRST_MARKET_ID, md.date),
  };
}

export function queuedMessageKeys(m: { id: string; createdAt: string; status: string; templateId: string }) {
  return {
    ...keys.queuedMessage(m.id),
    ...keys.messageLog(m.createdAt, m.id),
    ...keys.messageLogByStatus(m.status, m.createdAt, m.id),
    ...keys.messageLogByTemplate(m.templateId, m.createdAt, m.id),
  };
}

/** Where a status sorts in a date's request list: the requests waiting for the manager first. */
const REQUEST_STATUS_ORDER = ['requested', 'approved', 'confirmed', 'canceled', 'skipped'];
function requestStatusRank(status: string): string {
  const rank = REQUEST_STATUS_ORDER.indexOf(status);
  return `${rank < 0 ? 9 : rank}${status}`;
}

/** Digits of the largest gross sales the key orders (cents): 10^15 - 1, far past any market's takings. */
const GROSS_DIGITS = 15;
const GROSS_MAX = 10 ** GROSS_DIGITS - 1;

/**
 * Gross sales as a key part that sorts highest first: `G` and the amount's complement to GROSS_MAX, zero-padded;
 * `N` (after every `G`) when none was reported. Amounts are integer cents, never negative; out-of-range ones clamp.
 */
export function grossSalesRank(grossSales: number | null): string {
  if (grossSales === null || !Number.isFinite(grossSales)) return 'N';
  const cents = Math.min(GROSS_MAX, Math.max(0, Math.trunc(grossSales)));
  return `G${String(GROSS_MAX - cents).padStart(GROSS_DIGITS, '0')}`;
}

/**
 * Every key attribute a space request item carries: its place under the date, the vendor's index, its id, its
 * places in the date's lists (dateRequestListingKey) and, while it waits, its place in the date's line
 * (keys.waitlistEntry).
 */
export function spaceRequestKeys(r: {
  id: string;
  marketDateId: string;
  vendorId: string;
  date: string;
  status: string;
  vendorSortName?: string;
  grossSales: number | null;
  waitlisted?: boolean;
}) {
  return {
    ...keys.spaceRequest(r.marketDateId, r.vendorId),
    ...keys.vendorRequestsByDate(r.vendorId, r.date),
    ...keys.spaceRequestById(r.id),
    ...dateRequestListingKey(r),
    ...(isWaiting({ status: r.status, waitlisted: r.waitlisted === true })
      ? keys.waitlistEntry(r.date, r.marketDateId, r.vendorId)
      : {}),
  };
}

/**
 * The list keys alone, written again with every change of a request's status, its gross sales or its vendor's name:
 * its place in the date's list by status and vendor name (`vendorSortName`, copied from the vendor when written), and
 * in the date's proceeds by gross sales.
 */
export function dateRequestListingKey(r: {
  marketDateId: string;
  vendorId: string;
  status: string;
  vendorSortName?: string;
  grossSales: number | null;
}) {
  const sortName = r.vendorSortName ?? '';
  const active = isApprovedStatus(r.status);
  return {
    ...keys.dateRequestListing(r.marketDateId, r.status, sortName, r.vendorId),
    ...keys.dateProceedsListing(r.marketDateId, active, r.grossSales ?? null, sortName, r.vendorId),
  };
}

/**
 * Every key attribute a vendor note carries: under its vendor, and, while it is not archived, in the reminders-by-date
 * index on its reminder date or else in the notes-by-date index on `writtenOn`, the market-time date it was written.
 * Reminders have a partition of their own so that "overdue" and "upcoming" read reminders only, never every plain
 * note ever written; an archived (done) note leaves both.
 */
export function vendorNoteKeys(
  n: { id: string; vendorId: string; reminderDate: string | null; isArchived?: boolean },
  writtenOn: string,
) {
  const own = keys.vendorNote(n.vendorId, n.id);
  if (n.isArchived) return own;
  if (n.reminderDate) return { ...own, ...keys.vendorReminderByDate(n.reminderDate, n.id) };
  return { ...own, ...keys.vendorNoteByDate(writtenOn, n.id) };
}

/** Every key attribute a payment item carries: under its vendor, and by its id. */
export function paymentKeys(p: { id: string; vendorId: string }) {
  return { ...keys.vendorPayment(p.vendorId, p.id), ...keys.paymentById(p.id) };
}

/**
 * Every key attribute a document carries, derived from its state: under its vendor, by id, and in the review,
 * current-documents and expiry indexes where its status, archiving and expiration date place it.
 */
export function documentKeys(d: {
  id: string;
  vendorId: string;
  typeId: string;
  uploadDate: string;
  status: string;
  archived: boolean;
  expirationDate: string | null;
}) {
  return {
    ...keys.vendorDocument(d.vendorId, d.id),
    ...keys.documentById(d.id),
    ...(d.archived
      ? {}
      : d.status === 'pending'
        ? keys.pendingDocument(d.uploadDate, d.id)
        : d.status === 'approved'
          ? keys.currentDocument(d.vendorId, d.typeId, d.id)
          : {}),
    ...(!d.archived && d.status !== 'rejected' && d.expirationDate
      ? keys.documentByExpiry(d.expirationDate, d.id)
      : {}),
  };
}
