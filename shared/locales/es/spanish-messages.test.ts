/**
 * Every shared message module has its Spanish: the same exports, a Spanish string at the path of every English
 * string, a function of the same arity at the path of every function, and the same numbers, links and codes. A
 * message left in English fails, unless it reads the same in both languages (a brand, a code, a lone placeholder).
 */
import { describe, expect, it } from 'vitest';
import * as enAdminUsers from '../../admin-users-messages.js';
import * as enExport from '../../export-messages.js';
import * as enFirstRun from '../../first-run-messages.js';
import * as enImport from '../../import-messages.js';
import * as enLayout from '../../layout-messages.js';
import * as enMarket from '../../market-messages.js';
import * as enMarketDay from '../../market-day-messages.js';
import * as enMarketSetup from '../../market-setup-messages.js';
import * as enMessages from '../../messages.js';
import * as enMissingVendors from '../../missing-vendors-messages.js';
import * as enPayment from '../../payment-messages.js';
import * as enPeople from '../../people-messages.js';
import * as enProfile from '../../profile-messages.js';
import * as enPublicMap from '../../public-map-messages.js';
import * as enReminders from '../../reminders-messages.js';
import * as enReports from '../../reports-messages.js';
import * as enRequest from '../../request-messages.js';
import * as enSpaces from '../../spaces-messages.js';
import * as enTender from '../../tender-messages.js';
import * as enVendorDates from '../../vendor-dates-messages.js';
import * as enVendorEdit from '../../vendor-edit-messages.js';
import * as enVendor from '../../vendor-messages.js';
import * as enWaitlist from '../../waitlist-messages.js';
import * as esAdminUsers from './admin-users-messages.js';
import * as esExport from './export-messages.js';
import * as esFirstRun from './first-run-messages.js';
import * as esImport from './import-messages.js';
import * as esLayout from './layout-messages.js';
import * as esMarket from './market-messages.js';
import * as esMarketDay from './market-day-messages.js';
import * as esMarketSetup from './market-setup-messages.js';
import * as esMessages from './messages.js';
import * as esMissingVendors from './missing-vendors-messages.js';
import * as esPayment from './payment-messages.js';
import * as esPeople from './people-messages.js';
import * as esProfile from './profile-messages.js';
import * as esPublicMap from './public-map-messages.js';
import * as esReminders from './reminders-messages.js';
import * as esReports from './reports-messages.js';
import * as esRequest from './request-messages.js';
import * as esSpaces from './spaces-messages.js';
import * as esTender from './tender-messages.js';
import * as esVendorDates from './vendor-dates-messages.js';
import * as esVendorEdit from './vendor-edit-messages.js';
import * as esVendor from './vendor-messages.js';
import * as esWaitlist from './waitlist-messages.js';
import * as enAmountOwed from '../../amount-owed.js';
import * as enDateDashboard from '../../date-dashboard.js';
import * as enDocumentRules from '../../document-rules.js';
import * as enMarkets from '../../markets.js';
import * as enProfileRules from '../../profile-rules.js';
import * as enSpaceRequestRules from '../../space-request-rules.js';
import * as enVendors from '../../schemas/vendors.js';
import * as esAmountOwed from './amount-owed.js';
import * as esDateDashboard from './date-dashboard.js';
import * as esDocumentRules from './document-rules.js';
import * as esMarkets from './markets.js';
import * as esProfileRules from './profile-rules.js';
import * as esSpaceRequestRules from './space-request-rules.js';
import * as esVendors from './vendors.js';
import * as enFeeWaiver from '../../fee-waiver.js';
import * as enRequiredDocuments from '../../required-documents.js';
import * as enMessageLog from '../../schemas/message-log.js';
import * as enTemplatesSchema from '../../schemas/message-templates.js';
import * as enPage from '../../schemas/page.js';
import * as enBulk from '../../schemas/bulk-messages.js';
import * as esFeeWaiver from './fee-waiver.js';
import * as esRequiredDocuments from './required-documents.js';
import * as esMessageLog from './message-log.js';
import * as esTemplatesSchema from './message-templates-schema.js';
import * as esPage from './page.js';
import * as esBulk from './bulk-messages.js';
import * as enPermissions from '../../permissions.js';
import * as enReportNames from '../../report-names.js';
import * as esPermissions from './permissions.js';
import * as esReportNames from './report-names.js';
import { SETTING_DEFINITIONS } from '../../schemas/settings.js';
import * as esSettings from './settings.js';
import { REPORT_COLUMNS } from '../../schemas/reports.js';
import * as esReports2 from './reports.js';

type Module = Record<string, unknown>;

const PAIRS: [name: string, english: Module, spanish: Module][] = [
  ['messages', enMessages, esMessages],
  ['vendor-messages', enVendor, esVendor],
  ['market-messages', enMarket, esMarket],
  ['payment-messages', enPayment, esPayment],
  ['request-messages', enRequest, esRequest],
  ['profile-messages', enProfile, esProfile],
  ['public-map-messages', enPublicMap, esPublicMap],
  ['tender-messages', enTender, esTender],
  ['market-day-messages', enMarketDay, esMarketDay],
  ['waitlist-messages', enWaitlist, esWaitlist],
  ['admin-users-messages', enAdminUsers, esAdminUsers],
  ['export-messages', enExport, esExport],
  ['first-run-messages', enFirstRun, esFirstRun],
  ['import-messages', enImport, esImport],
  ['layout-messages', enLayout, esLayout],
  ['market-setup-messages', enMarketSetup, esMarketSetup],
  ['missing-vendors-messages', enMissingVendors, esMissingVendors],
  ['people-messages', enPeople, esPeople],
  ['reminders-messages', enReminders, esReminders],
  ['reports-messages', enReports, esReports],
  ['spaces-messages', enSpaces, esSpaces],
  ['vendor-dates-messages', enVendorDates, esVendorDates],
  ['vendor-edit-messages', enVendorEdit, esVendorEdit],
  // The words of modules that mix rules and words: the English module's words beside their Spanish module.
  ['markets', { marketHoursText: enMarkets.marketHoursText }, esMarkets],
  [
    'profile-rules',
    {
      MONTH_NAMES: enProfileRules.MONTH_NAMES,
      monthName: enProfileRules.monthName,
      PRODUCT_CATEGORY_LABELS: enProfileRules.PRODUCT_CATEGORY_LABELS,
      CERTIFICATION_LABELS: enProfileRules.CERTIFICATION_LABELS,
      productCategoryLabel: enProfileRules.productCategoryLabel,
      certificationLabel: enProfileRules.certificationLabel,
    },
    esProfileRules,
  ],
  [
    'document-rules',
    {
      DOCUMENTS_MSG: enDocumentRules.DOCUMENTS_MSG,
      expiryLabel: enDocumentRules.expiryLabel,
      expiryBadge: enDocumentRules.expiryBadge,
    },
    esDocumentRules,
  ],
  ['space-request-rules', { RULE_MESSAGES: enSpaceRequestRules.RULE_MESSAGES }, esSpaceRequestRules],
  ['amount-owed', { PAID_FOR: enAmountOwed.PAID_FOR, paymentPurpose: enAmountOwed.paymentPurpose }, esAmountOwed],
  ['vendors', { VENDOR_STATUS_LABELS: enVendors.VENDOR_STATUS_LABELS }, esVendors],
  [
    'date-dashboard',
    {
      PAYMENT_STATUS_LABELS: enDateDashboard.PAYMENT_STATUS_LABELS,
      PUBLICATION_STAGES: enDateDashboard.PUBLICATION_STAGES,
      publicationStage: enDateDashboard.publicationStage,
    },
    esDateDashboard,
  ],
  ['fee-waiver', { FEE_WAIVER_MSG: enFeeWaiver.FEE_WAIVER_MSG }, esFeeWaiver],
  [
    'required-documents',
    {
      REQUIRED_DOCUMENTS_MSG: enRequiredDocuments.REQUIRED_DOCUMENTS_MSG,
      MISSING_DOCUMENTS_PREFIX: enRequiredDocuments.MISSING_DOCUMENTS_PREFIX,
      missingDocumentsMessage: enRequiredDocuments.missingDocumentsMessage,
    },
    esRequiredDocuments,
  ],
  [
    'message-log',
    { MESSAGE_LOG_MSG: enMessageLog.MESSAGE_LOG_MSG, MESSAGE_LOG_CHECK_MSG: enMessageLog.MESSAGE_LOG_CHECK_MSG },
    esMessageLog,
  ],
  ['message-templates-schema', { TEMPLATES_MSG: enTemplatesSchema.TEMPLATES_MSG }, esTemplatesSchema],
  ['page', { PAGE_MSG: enPage.PAGE_MSG }, esPage],
  ['bulk-messages', { BULK_MSG: enBulk.BULK_MSG }, esBulk],
  ['permissions', { PERMISSION_INFO: enPermissions.PERMISSION_INFO }, esPermissions],
  ['report-names', { REPORT_TITLES: enReportNames.REPORT_TITLES }, esReportNames],
  [
    'settings',
    {
      SETTING_TEXT: Object.fromEntries(
        Object.entries(SETTING_DEFINITIONS).map(([key, { label, description }]) => [key, { label, description }]),
      ),
    },
    esSettings,
  ],
  [
    'reports',
    {
      REPORT_COLUMN_LABELS: Object.fromEntries(
        Object.entries(REPORT_COLUMNS).map(([name, columns]) => [
          name,
          Object.fromEntries(columns.map((column) => [column.key, column.label])),
        ]),
      ),
    },
    esReports2,
  ],
];

/** Strings that read the same in Spanish: the brand, and the word "Error". */
const SAME_IN_SPANISH = new Set(['MarketDay', 'Error']);

/** Functions whose answer is an object: its `label` is the text compared. */
const LABELLED = new Set(['document-rules.expiryBadge']);

/** Strings that are codes, not words: the Spanish module re-exports them. */
const CODES = new Set(['import-messages.IMPORT_DEFAULT_STATE']);

/** Functions whose words are only a brand and a placeholder. */
const SAME_OUTPUT = new Set(['messages.MSG.pageTitle']);

/** Helpers the Spanish module may take from the English one as they are, because they follow the language. */
const SHARED_HELPERS = new Set(['spaces-messages.formatMarketDay']);

/** Arguments a function needs of a kind the default (numbers) is not. */
const ARGUMENTS: Record<string, unknown[][]> = {
  'people-messages.PEOPLE_MSG.cannotGrant': [[['VIEW_PAYMENTS', 'EDIT_PROFILE']]],
  'people-messages.PEOPLE_MSG.signInBeyondYours': [[['VIEW_PAYMENTS']]],
  'profile-messages.PROFILE_MSG.bulkDone': [
    ['approve', 3, 0],
    ['reject', 1, 2],
  ],
  'profile-messages.PROFILE_MSG.tooManyPhotos': [
    [8, 'product'],
    [2, 'booth'],
  ],
  'profile-messages.imageLimitMessage': [['logo'], ['booth'], ['product']],
  'spaces-messages.formatMarketDay': [['2026-12-06']],
  'markets.marketHoursText': [
    [[{ weekday: 0, opens: '09:00', closes: '13:00' }]],
    [
      [
        { weekday: 6, opens: '08:00', closes: '12:30' },
        { weekday: 0, opens: '08:00', closes: '12:30' },
        { weekday: 3, opens: '16:00', closes: '20:00' },
      ],
    ],
  ],
  'profile-rules.monthName': [[1], [12]],
  'profile-rules.productCategoryLabel': [['Produce'], ['Meat & Poultry']],
  'profile-rules.certificationLabel': [['Organic'], ['Local']],
  'document-rules.expiryLabel': [[-1], [-12], [0], [1], [30]],
  'document-rules.expiryBadge': [
    ['2026-12-01', new Date('2026-12-06T12:00:00Z'), 'America/New_York'],
    ['2026-12-06', new Date('2026-12-06T12:00:00Z'), 'America/New_York'],
    ['2026-12-07', new Date('2026-12-06T12:00:00Z'), 'America/New_York'],
  ],
  'amount-owed.paymentPurpose': [
    [{ status: 'approved', lateCancellationFee: 0, amountLatePaymentFee: 0 }],
    [{ status: 'approved', lateCancellationFee: 0, amountLatePaymentFee: 500 }],
    [{ status: 'canceled', lateCancellationFee: 1000, amountLatePaymentFee: 500 }],
  ],
  'date-dashboard.publicationStage': [[0], [40], [70], [100]],
  'required-documents.missingDocumentsMessage': [[[{ name: 'Permit' }, { name: 'Insurance' }]]],
  'message-templates-schema.TEMPLATES_MSG.unknownVariables': [[['foo']], [['foo', 'bar']]],
  'message-templates-schema.TEMPLATES_MSG.linkRequired': [['link']],
  'bulk-messages.BULK_MSG.unknownVariables': [[['foo']], [['foo', 'bar']]],
};

/** Numbers for every argument, once with 1 (the singular) and once with numbers no message holds. */
const defaultArguments = (arity: number): unknown[][] => [
  Array.from({ length: arity }, () => 1),
  Array.from({ length: arity }, (_, i) => 37 + i * 10),
];

/** What must pass through unchanged: numbers, web addresses, file names of formats, and brands. */
const KEPT =
  /https?:\/\/|\d+|\b(?:CSV|UTF-8|JSON|ZIP|IANA|Idempotency-Key|MarketDay|Google|PayPal|Venmo|Zelle|Etsy)\b/g;

const kept = (text: string) => [...text.matchAll(KEPT)].map((m) => m[0]).sort();

interface Leaf {
  path: string;
  english: unknown;
  spanish: unknown;
}

/** Every string, function and other value of an English export, beside what the Spanish has at its path. */
function leaves(path: string, english: unknown, spanish: unknown, out: Leaf[] = []): Leaf[] {
  if (english && typeof english === 'object') {
    expect(spanish, `${path} is an object in Spanish`).toBeTypeOf('object');
    expect(Object.keys(spanish as object).sort(), `${path} has the same keys`).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(english)) {
      leaves(`${path}.${key}`, value, (spanish as Record<string, unknown>)[key], out);
    }
  } else out.push({ path, english, spanish });
  return out;
}

describe.each(PAIRS)('the Spanish of shared/%s', (name, english, spanish) => {
  const all = Object.entries(english).flatMap(([key, value]) => leaves(`${name}.${key}`, value, spanish[key]));

  it('exports exactly what the English module exports', () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
  });

  it('has a Spanish string for every English string, with the same numbers and links', () => {
    for (const { path, english: en, spanish: es } of all.filter((leaf) => typeof leaf.english === 'string')) {
      if (CODES.has(path)) {
        expect(es, `${path} is the English code`).toBe(en);
        continue;
      }
      expect(es, path).toBeTypeOf('string');
      const text = es as string;
      expect(text.trim(), path).not.toBe('');
      if (!SAME_IN_SPANISH.has(en as string)) expect(text, `${path} is still English`).not.toBe(en);
      expect(kept(text), `${path} keeps the numbers and links`).toEqual(kept(en as string));
    }
  });

  it('has a function of the same arguments for every function, giving Spanish text', () => {
    for (const { path, english: en, spanish: es } of all.filter((leaf) => typeof leaf.english === 'function')) {
      const enFn = en as (...args: unknown[]) => unknown;
      expect(es, path).toBeTypeOf('function');
      const esFn = es as (...args: unknown[]) => unknown;
      expect(esFn.length, `${path} takes the same arguments`).toBe(enFn.length);
      if (SHARED_HELPERS.has(path)) {
        expect(esFn, `${path} is the English helper`).toBe(enFn);
        continue;
      }
      expect(esFn, `${path} is not the English function`).not.toBe(enFn);
      for (const args of ARGUMENTS[path] ?? defaultArguments(enFn.length)) {
        const label = (answer: unknown) => (LABELLED.has(path) ? (answer as { label: string }).label : answer);
        const enText = label(enFn(...args));
        const esText = label(esFn(...args));
        const call = `${path}(${args.map((a) => JSON.stringify(a)).join(', ')})`;
        expect(esText, call).toBeTypeOf('string');
        expect((esText as string).trim(), call).not.toBe('');
        if (!SAME_OUTPUT.has(path)) expect(esText, `${call} is still English`).not.toBe(enText);
        expect(kept(esText as string), `${call} keeps the numbers and links`).toEqual(kept(enText as string));
      }
    }
  });

  it('keeps the limits and codes that are not words', () => {
    for (const { path, english: en, spanish: es } of all) {
      if (typeof en !== 'string' && typeof en !== 'function') expect(es, path).toBe(en);
    }
  });
});

describe('the Spanish of all the modules together', () => {
  it('gives an English message one Spanish wherever it appears, as a text that left its module is translated by it', () => {
    const spanishOf = new Map<string, Set<string>>();
    for (const [name, english, spanish] of PAIRS) {
      for (const [key, value] of Object.entries(english)) {
        for (const leaf of leaves(`${name}.${key}`, value, spanish[key])) {
          if (typeof leaf.english !== 'string' || typeof leaf.spanish !== 'string') continue;
          spanishOf.set(leaf.english, (spanishOf.get(leaf.english) ?? new Set<string>()).add(leaf.spanish));
        }
      }
    }
    const ambiguous = [...spanishOf].filter(([, translations]) => translations.size > 1);
    expect(ambiguous.map(([english, translations]) => [english, [...translations]])).toEqual([]);
  });
});

describe('the Spanish reads as Spanish is written', () => {
  it('counts in the number they are', () => {
    expect(esRequest.REQUESTS_MSG.bulkDone(1, 0)).toBe('1 solicitud actualizada');
    expect(esRequest.REQUESTS_MSG.bulkDone(3, 0)).toBe('3 solicitudes actualizadas');
    expect(esProfile.PROFILE_MSG.yearsAtMarket(1)).toBe('1 año en el mercado');
    expect(esProfile.PROFILE_MSG.yearsAtMarket(4)).toBe('4 años en el mercado');
  });

  it('names the kind of photo in Spanish', () => {
    expect(esProfile.imageLimitMessage('booth')).toContain('2 fotos del puesto');
    expect(esProfile.imageLimitMessage('logo')).toBe(esProfile.PROFILE_MSG.oneLogo);
  });

  it('shows the weekdays in Spanish, Sunday first as the English', () => {
    expect(esMarket.WEEKDAY_NAMES).toHaveLength(enMarket.WEEKDAY_NAMES.length);
    expect(esMarket.WEEKDAY_NAMES[0]).toBe('domingo');
    expect(esMarket.WEEKDAY_NAMES[6]).toBe('sábado');
  });
});

describe('the words of the rules read in Spanish', () => {
  it("says a market's hours in Spanish", () => {
    expect(esMarkets.marketHoursText([{ weekday: 0, opens: '09:00', closes: '13:00' }])).toBe(
      'Todos los domingos de 9:00 a. m. a 1:00 p. m.',
    );
    expect(
      esMarkets.marketHoursText([
        { weekday: 6, opens: '08:00', closes: '12:30' },
        { weekday: 0, opens: '08:00', closes: '12:30' },
        { weekday: 3, opens: '16:00', closes: '20:00' },
      ]),
    ).toBe('Todos los miércoles de 4:00 p. m. a 8:00 p. m.; los sábados y domingos de 8:00 a. m. a 12:30 p. m.');
  });

  it('counts the days of the expiry badge in the number they are, keeping the colour', () => {
    expect(esDocumentRules.expiryLabel(-1)).toBe('Venció hace 1 día');
    expect(esDocumentRules.expiryLabel(-3)).toBe('Venció hace 3 días');
    expect(esDocumentRules.expiryLabel(0)).toBe('Vence hoy');
    const now = new Date('2026-12-06T12:00:00Z');
    expect(esDocumentRules.expiryBadge('2026-12-10', now, 'America/New_York')).toEqual({
      ...enDocumentRules.expiryBadge('2026-12-10', now, 'America/New_York'),
      label: 'Vence en 4 días',
    });
  });

  it('names what a payment pays for, and a stored category, in Spanish', () => {
    const late = { status: 'approved', lateCancellationFee: 0, amountLatePaymentFee: 500 };
    expect(esAmountOwed.paymentPurpose(late)).toBe('Tarifa del puesto y Tarifa por pago tardío');
    expect(esProfileRules.productCategoryLabel('Dairy & Eggs')).toBe('Lácteos y huevos');
    expect(esProfileRules.productCategoryLabel('Honey')).toBe('Honey');
    expect(esProfileRules.monthName(5)).toBe('mayo');
  });
});
