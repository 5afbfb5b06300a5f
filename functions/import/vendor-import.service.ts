/**
 * Import Vendors (POST /api/import/vendors): a vendor list saved from a spreadsheet as CSV becomes vendors.
 *
 * The file is read as a whole first (shared/vendor-csv-import.ts): a file that is empty, binary, unreadable, too
 * large or too long is refused with one message and nothing is written. Then every row is checked by the rules the
 * product already has — the admin's vendor fields (`adminVendorFieldsSchema`), an active vendor type named by its
 * label or code, the organisation's active markets, and the application's duplicate rules (same e-mail, same phone
 * digits, a name at least SIMILAR_NAME_THRESHOLD % alike) against the existing vendors and the earlier rows of the
 * same file. The existing vendors are read once per call (the directory's one partition); every comparison is in
 * memory. A check (`dryRun`) stops there; an import writes each valid row through the admin's create (vendor,
 * e-mail guard, directory entry and audit in one transaction), a few at a time.
 */
import { ulid } from 'ulid';
import { IMPORT_MSG } from '../../shared/import-messages.js';
import { MARKET_MSG } from '../../shared/market-messages.js';
import type { MarketRules } from '../../shared/markets.js';
import { phoneDigits } from '../../shared/phone.js';
import {
  adminVendorFieldsSchema,
  VENDOR_STATUS_LABELS,
  VENDOR_STATUS_VALUES,
  type AdminVendorFields,
  type VendorStatusValue,
} from '../../shared/schemas/vendors.js';
import type { VendorImportRequest, VendorImportResponse, VendorImportRow } from '../../shared/schemas/vendor-import.js';
import { US_STATES } from '../../shared/us-states.js';
import { MARKETS_SEPARATOR, type VendorCsvField } from '../../shared/vendor-csv-columns.js';
import {
  cellText,
  CsvImportError,
  isFormulaCell,
  normaliseHeader,
  parseVendorCsv,
  resolveMapping,
  rowValues,
  type CsvRow,
  type ResolvedMapping,
} from '../../shared/vendor-csv-import.js';
import { unknownMarketIds } from '../../shared/vendor-markets.js';
import { VENDOR_MSG } from '../../shared/vendor-messages.js';
import { similarNames } from '../../shared/vendor-similarity.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { VendorTypeItem } from '../lib/data/catalog/catalog.items.js';
import { adminCreatedVendor, storedVendorFields } from '../lib/data/vendors/admin-vendor-create.js';
import { searchWords, similarStem } from '../lib/data/vendors/vendor-directory.js';
import type { VendorAuditItem, VendorItem } from '../lib/data/vendors/vendor.items.js';
import { PayloadTooLargeError, ValidationError } from '../lib/http/errors.js';
import type { RequestOrigin } from '../lib/http/request-origin.js';

/** Rows written at once: each is one transaction (and with an invitation, a user and a queued e-mail). */
const WRITES_AT_ONCE = 10;

/** What the duplicate rules read of an existing vendor. */
export interface ExistingVendor {
  id: string;
  name: string;
  contactName: string;
  email: string;
  phone: string;
}

export interface VendorImportDeps {
  /** Every vendor type, active or not (the catalog's one query). */
  catalog: { vendorTypes(): Promise<VendorTypeItem[]> };
  /** The organisation's markets (the settings' one query). */
  markets: { list(): Promise<readonly Pick<MarketRules, 'id' | 'name' | 'shortName' | 'isActive'>[]> };
  /** Every vendor's name, contact, e-mail and phone: the directory's partition, read once per call. */
  directory: { existing(): Promise<ExistingVendor[]> };
  /** The application's one-transaction write. */
  applications: { create(vendor: VendorItem, audit: VendorAuditItem): Promise<'created' | 'email-taken'> };
  /** The vendor user an approval makes, with its set-password e-mail. */
  users: { provideVendorUser(vendor: VendorItem): Promise<{ userCreated: boolean; welcomeSent: boolean }> };
  now: () => Date;
  newId?: () => string;
  log?: (message: string, error: unknown) => void;
}

/** A vendor the duplicate rules compare against: an existing one, or a valid earlier row of the file. */
interface Known {
  name: string;
  /** The line of the file; undefined for an existing vendor. */
  line?: number;
}

/**
 * The application's duplicate rules over vendors held in memory: e-mails, phone digits, and names found as the
 * similar-name check finds them (a search word starting with the name's stem), measured by `similarNames`.
 */
function makeDuplicateIndex() {
  const byEmail = new Map<string, Known>();
  const byPhone = new Map<string, Known>();
  const byStem = new Map<string, Set<Known>>();
  const stemLength = 4;

  function add(v: { name: string; contactName: string; email: string; phone: string }, line?: number) {
    const known: Known = { name: v.name, ...(line !== undefined ? { line } : {}) };
    const email = v.email.trim().toLowerCase();
    const phone = phoneDigits(v.phone);
    if (email && !byEmail.has(email)) byEmail.set(email, known);
    if (phone && !byPhone.has(phone)) byPhone.set(phone, known);
    for (const word of searchWords(v.name, v.contactName)) {
      const key = word.slice(0, stemLength);
      let set = byStem.get(key);
      if (!set) byStem.set(key, (set = new Set()));
      set.add(known);
    }
  }

  function candidates(name: string): Known[] {
    const stem = similarStem(name);
    if (!stem) return [];
    if (stem.length === stemLength) return [...(byStem.get(stem) ?? [])];
    const out = new Set<Known>();
    for (const [key, set] of byStem) if (key.startsWith(stem)) for (const k of set) out.add(k);
    return [...out];
  }

  /** The duplicate messages of a row's e-mail, phone and name. */
  function problems(row: { name?: string; email?: string; phone?: string }): string[] {
    const out: string[] = [];
    const email = row.email?.trim().toLowerCase();
    const sameEmail = email ? byEmail.get(email) : undefined;
    if (sameEmail) {
      out.push(sameEmail.line ? IMPORT_MSG.duplicateEmailInFile(sameEmail.line) : VENDOR_MSG.duplicateEmail);
    }
    const phone = row.phone ? phoneDigits(row.phone) : '';
    const samePhone = phone.length >= 7 ? byPhone.get(phone) : undefined;
    if (samePhone) {
      out.push(samePhone.line ? IMPORT_MSG.duplicatePhoneInFile(samePhone.line) : VENDOR_MSG.duplicatePhone);
    }
    if (row.name) {
      for (const v of similarNames(row.name, candidates(row.name))) {
        out.push(
          v.line
            ? IMPORT_MSG.similarNameInFile(v.name, v.line, v.similarity)
            : VENDOR_MSG.duplicateName(v.name, v.similarity),
        );
      }
    }
    return out;
  }

  return { add, problems };
}

const key = (text: string) => normaliseHeader(text);

/** A status cell: the status's code or its label, any case ("APPROVED", "On Hold"). */
function statusOf(value: string): VendorStatusValue | undefined {
  const wanted = key(value);
  return VENDOR_STATUS_VALUES.find((s) => key(s) === wanted || key(VENDOR_STATUS_LABELS[s]) === wanted);
}

/** A state cell: its code ("ca") or its name ("California"); anything else is left for the schema to refuse. */
function stateOf(value: string): string {
  const wanted = key(value);
  return US_STATES.find((s) => key(s.name) === wanted)?.code ?? value;
}

interface CheckedRow {
  answer: VendorImportRow;
  fields?: AdminVendorFields;
  marketIds?: string[];
}

/** Runs `fn` over the items, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

export function makeVendorImportService(deps: VendorImportDeps) {
  const newId = deps.newId ?? (() => ulid());
  const log = deps.log ?? (() => undefined);

  /** The file read and its columns matched, or the one reason it is refused. */
  function readFile(body: VendorImportRequest): { headers: string[]; rows: CsvRow[]; mapping: ResolvedMapping } {
    try {
      const { headers, rows } = parseVendorCsv(body.csv);
      return { headers, rows, mapping: resolveMapping(headers, body.mapping) };
    } catch (err) {
      if (!(err instanceof CsvImportError)) throw err;
      if (err.tooLarge) throw new PayloadTooLargeError(err.message);
      throw new ValidationError(err.message, { field: err.field });
    }
  }

  return {
    async importVendors(
      caller: SessionUser,
      body: VendorImportRequest,
      origin: RequestOrigin,
    ): Promise<VendorImportResponse> {
      const { headers, rows, mapping } = readFile(body);
      const [vendorTypes, markets, existing] = await Promise.all([
        deps.catalog.vendorTypes(),
        deps.markets.list(),
        deps.directory.existing(),
      ]);
      if (unknownMarketIds(body.markets, markets).length) {
        throw new ValidationError(MARKET_MSG.marketsRequired, { field: 'markets' });
      }
      const activeTypes = vendorTypes.filter((t) => t.isActive);
      const activeMarkets = markets.filter((m) => m.isActive !== false);
      const duplicates = makeDuplicateIndex();
      for (const v of existing) duplicates.add(v);

      const columnName = (field: VendorCsvField) => headers[mapping[field]!] || field;

      function check(row: CsvRow): CheckedRow {
        const values = rowValues(row, mapping);
        const errors: string[] = [];
        for (const [field, value] of Object.entries(values) as [VendorCsvField, string][]) {
          if (isFormulaCell(field, value)) errors.push(IMPORT_MSG.formulaCell(columnName(field)));
          else values[field] = cellText(value);
        }

        const typeCell = values.vendorType;
        const vendorType = typeCell
          ? activeTypes.find((t) => key(t.label) === key(typeCell) || key(t.code) === key(typeCell))
          : undefined;
        if (!typeCell) errors.push(IMPORT_MSG.vendorTypeRequired);
        else if (!vendorType) errors.push(IMPORT_MSG.unknownVendorType(typeCell));

        const statusCell = values.status;
        const status = statusCell ? statusOf(statusCell) : body.status;
        if (statusCell && !status) errors.push(IMPORT_MSG.unknownStatus(statusCell));

        let marketIds = body.markets;
        if (values.markets) {
          const names = values.markets
            .split(MARKETS_SEPARATOR.trim())
            .map((n) => n.trim())
            .filter(Boolean);
          const found = names.map((n) => ({
            n,
            market: activeMarkets.find((m) => key(m.name) === key(n) || key(m.shortName) === key(n)),
          }));
          for (const f of found) if (!f.market) errors.push(IMPORT_MSG.unknownMarket(f.n));
          const ids = found.flatMap((f) => (f.market ? [f.market.id] : []));
          if (ids.length) marketIds = [...new Set(ids)];
        }

        const parsed = adminVendorFieldsSchema.safeParse({
          name: values.name ?? '',
          contactName: values.contactName ?? '',
          email: values.email ?? '',
          phone: values.phone ?? '',
          vendorTypeId: vendorType?.id ?? '',
          defaultSpaceTypeId: null,
          defaultAreaId: null,
          overrideBasePrice: null,
          overrideSalesBasedRate: null,
          description: values.description ?? '',
          status: status ?? body.status,
          autoRequest: false,
          autoPayment: false,
          website: values.website ?? null,
          addressLine1: values.addressLine1 ?? '',
          addressLine2: values.addressLine2 ?? null,
          city: values.city ?? '',
          state: values.state ? stateOf(values.state) : body.state,
          zipCode: values.zipCode ?? '',
        });
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            // The vendor type's own message is above.
            if (issue.path[0] !== 'vendorTypeId') errors.push(issue.message);
          }
        }
        errors.push(...duplicates.problems(values));

        const answer: VendorImportRow = {
          line: row.line,
          name: values.name ?? '',
          ok: false,
          errors: [...new Set(errors)],
        };
        if (answer.errors.length || !parsed.success) return { answer };
        const fields = storedVendorFields(parsed.data);
        duplicates.add(fields, row.line);
        return { answer: { ...answer, ok: true }, fields, marketIds };
      }

      const checked = rows.map(check);
      const valid = checked.filter((r) => r.fields);
      const bad = checked.length - valid.length;
      const answer = (created: number, invited: number, refused?: string): VendorImportResponse => ({
        rows: checked.map((r) => r.answer),
        created,
        // A check counts the rows an import would skip; an import, the rows it did not write.
        skipped: body.dryRun ? bad : checked.length - created,
        invited,
        dryRun: body.dryRun,
        ...(refused ? { refused } : {}),
      });
      if (body.dryRun) return answer(0, 0);
      if (body.allOrNothing && bad > 0) return answer(0, 0, IMPORT_MSG.allOrNothingRefused(bad));

      let created = 0;
      let invited = 0;
      const at = deps.now().toISOString();
      await eachLimited(valid, WRITES_AT_ONCE, async (row) => {
        const { vendor, audit } = adminCreatedVendor({
          fields: row.fields!,
          marketIds: row.marketIds!,
          caller,
          origin,
          at,
          newId,
        });
        let result: 'created' | 'email-taken' | 'failed';
        try {
          result = await deps.applications.create(vendor, audit);
        } catch (err) {
          log('Could not write an imported vendor', err);
          result = 'failed';
        }
        if (result !== 'created') {
          row.answer = {
            ...row.answer,
            ok: false,
            errors: [result === 'email-taken' ? IMPORT_MSG.writeLost : IMPORT_MSG.writeFailed],
          };
          return;
        }
        created++;
        row.answer = { ...row.answer, vendorId: vendor.id };
        // The vendor is written and stays written: a user that could not be made now is logged, not a failed row.
        if (body.invite && vendor.status === 'APPROVED') {
          try {
            if ((await deps.users.provideVendorUser(vendor)).welcomeSent) invited++;
          } catch (err) {
            log('Could not make the user of an imported vendor', err);
          }
        }
      });
      return answer(created, invited);
    },
  };
}
export type VendorImportService = ReturnType<typeof makeVendorImportService>;
