import * as messages from '../../../shared/messages.js';
import * as adminUsers from '../../../shared/admin-users-messages.js';
import * as exportMessages from '../../../shared/export-messages.js';
import * as firstRun from '../../../shared/first-run-messages.js';
import * as importMessages from '../../../shared/import-messages.js';
import * as layout from '../../../shared/layout-messages.js';
import * as market from '../../../shared/market-messages.js';
import * as marketDay from '../../../shared/market-day-messages.js';
import * as marketSetup from '../../../shared/market-setup-messages.js';
import * as missingVendors from '../../../shared/missing-vendors-messages.js';
import * as payment from '../../../shared/payment-messages.js';
import * as people from '../../../shared/people-messages.js';
import * as profile from '../../../shared/profile-messages.js';
import * as publicMap from '../../../shared/public-map-messages.js';
import * as reminders from '../../../shared/reminders-messages.js';
import * as reports from '../../../shared/reports-messages.js';
import * as requests from '../../../shared/request-messages.js';
import * as spaces from '../../../shared/spaces-messages.js';
import * as tender from '../../../shared/tender-messages.js';
import * as vendorDates from '../../../shared/vendor-dates-messages.js';
import * as vendorEdit from '../../../shared/vendor-edit-messages.js';
import * as vendor from '../../../shared/vendor-messages.js';
import * as waitlist from '../../../shared/waitlist-messages.js';

/**
 * Every error body carries a stable `code` beside its English `message`, so the SPA can show the message in the
 * reader's language: a shared message's path in its module (`MSG.vendorNotFound`, `PEOPLE_MSG.primaryProtected`), or
 * a generic code by status for any other text.
 */
const MODULES: readonly Record<string, unknown>[] = [
  // The general module first: a sentence two modules share is named by MSG.
  messages,
  adminUsers,
  exportMessages,
  firstRun,
  importMessages,
  layout,
  market,
  marketDay,
  marketSetup,
  missingVendors,
  payment,
  people,
  profile,
  publicMap,
  reminders,
  reports,
  requests,
  spaces,
  tender,
  vendorDates,
  vendorEdit,
  vendor,
  waitlist,
];

/** The message objects of a module: MSG, PAY_MSG, … (not its constants and helpers). */
const MESSAGE_EXPORT = /(^|_)MSG$/;

function collect(into: Map<string, string>, path: string, value: unknown) {
  if (typeof value === 'string') {
    if (!into.has(value)) into.set(value, path);
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) collect(into, `${path}.${key}`, inner);
  }
}

let byMessage: Map<string, string> | undefined;

/** English message → its path, built once per cold start on the first error. */
function reverseLookup(): Map<string, string> {
  if (byMessage) return byMessage;
  const built = new Map<string, string>();
  for (const module of MODULES) {
    for (const [name, value] of Object.entries(module)) if (MESSAGE_EXPORT.test(name)) collect(built, name, value);
  }
  byMessage = built;
  return built;
}

const BY_STATUS: Record<number, string> = {
  400: 'http.badRequest',
  401: 'http.unauthorized',
  403: 'http.forbidden',
  404: 'http.notFound',
  405: 'http.methodNotAllowed',
  409: 'http.conflict',
  410: 'http.gone',
  413: 'http.payloadTooLarge',
  415: 'http.unsupportedMediaType',
  422: 'http.unprocessable',
  429: 'http.tooManyRequests',
  500: 'http.unexpectedError',
  503: 'http.unavailable',
};

/** The stable code of an error answer: the shared message's path when the message is one, else the status's. */
export function errorCode(status: number, message: string): string {
  return reverseLookup().get(message) ?? BY_STATUS[status] ?? `http.${status}`;
}
