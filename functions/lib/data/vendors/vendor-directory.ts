import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { foldForSearch, vendorSearchText } from '../../../../shared/vendor-search.js';
import {
  vendorDirectoryEntryEntity,
  vendorSearchWordEntity,
  type VendorDirectoryEntryItem,
  type VendorItem,
  type VendorSearchWordItem,
} from './vendor.items.js';
import { keys } from '../keys.js';
import {
  c,
  decodeCursor,
  encodeCursor,
  fromKey,
  makeTable,
  queryPage,
  type Condition,
  type QueryInput,
  type Table,
  type TxPart,
} from '../toolkit/index.js';
import { compareCodes, compareNames } from '../../../../shared/collation.js';

/**
 * The vendor directory: one compact entry per vendor (keys.vendorDirectoryEntry), placed in three name-sorted
 * indexes (every vendor, one status, one vendor type), and one search-word item per word of the vendor's name and
 * contact name (keys.vendorSearchWord). A page of the vendor list is one Query of the index its filters name, and a
 * search one Query of the words that start with the term: neither reads more as vendors are added. Entry and words
 * are written in the vendor's own transaction by directoryWrites, which also deletes the words a rename dropped.
 */
export type DirectoryEntry = Omit<VendorDirectoryEntryItem, '_type' | 'searchText'>;
/** What a screen naming, narrowing or scoping a few vendors reads of each (entriesOf). */
export type ListingEntry = Pick<DirectoryEntry, 'id' | 'name' | 'vendorTypeId' | 'status'>;

type VendorFields = Pick<
  VendorItem,
  'id' | 'name' | 'contactName' | 'email' | 'phone' | 'vendorTypeId' | 'status' | 'createdAt' | 'updatedAt'
> &
  Pick<Partial<VendorItem>, 'marketIds'>;

/** A name as the list sorts it: folded, so case and accents do not move a vendor. */
const sortName = (name: string) => foldForSearch(name);

/** Search words never exceed this many per vendor, keeping a vendor's transaction well under DynamoDB's limit. */
const MAX_SEARCH_WORDS = 12;

/**
 * The folded words of a name and contact name that search keys are written for. A word that starts another word of
 * the same vendor is left out ("sun" beside "sunny"): every term that finds it finds the longer word too.
 */
export function searchWords(name: string, contactName: string): string[] {
  const words = [...new Set(splitWords(`${name} ${contactName}`))];
  return words.filter((w) => !words.some((o) => o !== w && o.startsWith(w))).slice(0, MAX_SEARCH_WORDS);
}

const splitWords = (text: string) =>
  foldForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The entry's item for a vendor, keys included: Put it in the same transaction as the vendor. */
export function directoryEntryItem(vendor: VendorFields): Record<string, unknown> & { pk: string; sk: string } {
  const entry: VendorDirectoryEntryItem = {
    _type: 'vendor_directory_entry',
    id: vendor.id,
    name: vendor.name,
    contactName: vendor.contactName,
    email: vendor.email,
    phone: vendor.phone,
    vendorTypeId: vendor.vendorTypeId,
    status: vendor.status,
    searchText: vendorSearchText(vendor.name, vendor.contactName),
    ...(vendor.marketIds?.length ? { marketIds: vendor.marketIds } : {}),
    createdAt: vendor.createdAt,
    updatedAt: vendor.updatedAt,
  };
  return {
    ...keys.vendorDirectoryEntry(vendor.id),
    ...keys.vendorNameIndexes(sortName(vendor.name), vendor.id, vendor.status, vendor.vendorTypeId),
    ...entry,
  };
}

function searchWordItems(vendor: VendorFields): (VendorSearchWordItem & { pk: string; sk: string })[] {
  const { pk: _pk, sk: _sk, ...rest } = directoryEntryItem(vendor);
  const entry = vendorDirectoryEntryEntity.parse(rest);
  return searchWords(vendor.name, vendor.contactName).map((word) => ({
    ...keys.vendorSearchWord(word, sortName(vendor.name), vendor.id),
    ...entry,
    _type: 'vendor_search_word',
    word,
  }));
}

/** Every directory item of a vendor, for loading vendors in bulk (the demo market, test data). */
export function directoryRows(vendor: VendorFields): (Record<string, unknown> & { pk: string; sk: string })[] {
  return [directoryEntryItem(vendor), ...searchWordItems(vendor)];
}

/**
 * The transaction parts that keep a vendor's directory items current: its entry and search words put again, and the
 * words of `before` it no longer has deleted. `before` is undefined for a new vendor.
 */
export function directoryWrites(table: Table, before: VendorFields | undefined, after: VendorFields): TxPart[] {
  const words = searchWordItems(after);
  const kept = new Set(words.map((w) => w.sk));
  const dropped = before
    ? searchWords(before.name, before.contactName)
        .map((word) => keys.vendorSearchWord(word, sortName(before.name), before.id))
        .filter((k) => !kept.has(k.sk))
    : [];
  return [
    table.tx.put(directoryEntryItem(after)),
    ...words.map((w) => table.tx.put(w)),
    ...dropped.map((k) => table.tx.delete(k)),
  ];
}

export interface DirectoryFilter {
  status?: string;
  vendorTypeId?: string;
  /** Substring of the name or contact name, any case. */
  search?: string;
}

export function makeVendorDirectory(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  /** Every entry that passes the filter; the filter runs in DynamoDB, so only matches travel back. */
  async function query(filter: DirectoryFilter, projection?: readonly string[]): Promise<Record<string, unknown>[]> {
    const term = filter.search ? foldForSearch(filter.search) : '';
    const conditions = [
      filter.status && c.eq('status', filter.status),
      filter.vendorTypeId && c.eq('vendorTypeId', filter.vendorTypeId),
      term && c.contains('searchText', term),
    ].filter((x): x is Condition => !!x);
    return table.queryAll({
      ...fromKey(keys.vendorDirectory),
      ...(conditions.length ? { filter: c.and(...conditions) } : {}),
      ...(projection ? { projection } : {}),
    });
  }

  /** The index a list page reads for its filters, and what is left to filter within it. */
  function listQuery(filter: DirectoryFilter): { query: Pick<QueryInput, 'index' | 'pk' | 'sk'>; filter?: Condition } {
    const term = filter.search ? foldForSearch(filter.search) : '';
    const status = filter.status && c.eq('status', filter.status);
    const type = filter.vendorTypeId && c.eq('vendorTypeId', filter.vendorTypeId);
    if (term) {
      const anchor = longestWord(term);
      const rest = [term !== anchor && c.contains('searchText', term), status, type].filter(isCondition);
      return { query: fromKey(keys.vendorSearchWordPrefix(anchor)), filter: and(rest) };
    }
    if (filter.status) return { query: fromKey(keys.vendorNamesOfStatus(filter.status)), filter: and([type]) };
    if (filter.vendorTypeId) return { query: fromKey(keys.vendorNamesOfType(filter.vendorTypeId)) };
    return { query: fromKey(keys.vendorNames) };
  }

  async function page(
    filter: DirectoryFilter,
    cursor: string | undefined,
    limit: number,
  ): Promise<{ items: DirectoryEntry[]; nextCursor: string | null }> {
    if (filter.search && !longestWord(foldForSearch(filter.search))) return { items: [], nextCursor: null };
    const { query: q, filter: rest } = listQuery(filter);
    const r = await table.query({
      ...q,
      ...(rest ? { filter: rest } : {}),
      startKey: decodeCursor(cursor, q),
      limit,
    });
    const seen = new Set<string>();
    const items = r.items.map(toEntry).filter((e) => !seen.has(e.id) && !!seen.add(e.id));
    return { items, nextCursor: encodeCursor(r.lastKey) };
  }

  return {
    /**
     * One page of the vendor list, in name order (with a search term: in order of the matched word, then name).
     * A filter the index does not hold (a type within a status, a status within a search) runs in DynamoDB on the
     * page's `limit` items, so a page may hold fewer rows than `limit` and still have a next one.
     */
    page,

    /**
     * Every vendor of one status (and vendor type, when given), one page of its name index at a time, in name
     * order: for work that genuinely reaches each such vendor, holding one page and never reading other statuses.
     */
    async *pagesOf(
      filter: { status: string; vendorTypeId?: string },
      size = DIRECTORY_PAGE,
    ): AsyncGenerator<DirectoryEntry[]> {
      let cursor: string | undefined;
      do {
        const p = await page(filter, cursor, size);
        if (p.items.length) yield p.items;
        cursor = p.nextCursor ?? undefined;
      } while (cursor);
    },

    /**
     * Vendors with a word starting with the term's longest word whose name or contact name holds the whole term
     * (spec 1 §2.3), at most `read` words read: one Query whatever the number of vendors.
     */
    async search(term: string, read: number): Promise<DirectoryEntry[]> {
      const folded = foldForSearch(term);
      const anchor = longestWord(folded);
      if (!anchor) return [];
      const r = await table.query({
        ...fromKey(keys.vendorSearchWordPrefix(anchor)),
        ...(folded !== anchor ? { filter: c.contains('searchText', folded) } : {}),
        limit: read,
      });
      const seen = new Set<string>();
      return r.items.map(toEntry).filter((e) => !seen.has(e.id) && !!seen.add(e.id));
    },

    /**
     * One page of the vendors of one status found by a search term, from the same word index as `search`: in order
     * of the matched word, then name. A vendor with two words starting with the term's longest word is listed at the
     * first of them only, so following `nextCursor` never shows a vendor twice. The status (and the rest of the term)
     * is a filter: the page reads 4× its size and is cut, so it is seldom sparse.
     */
    async searchPage(
      term: string,
      status: string,
      cursor: string | undefined,
      limit: number,
    ): Promise<{ items: DirectoryEntry[]; nextCursor: string | null }> {
      const folded = foldForSearch(term);
      const anchor = longestWord(folded);
      if (!anchor) return { items: [], nextCursor: null };
      const filter = and([folded !== anchor && c.contains('searchText', folded), c.eq('status', status)]);
      const cut = await queryPage(
        table,
        { ...fromKey(keys.vendorSearchWordPrefix(anchor)), ...(filter ? { filter } : {}) },
        cursor,
        limit,
      );
      const items = cut.items.flatMap((raw) => {
        const word = vendorSearchWordEntity.tryParse(raw);
        if (!word) return [];
        const first = searchWords(word.name, word.contactName)
          .filter((w) => w.startsWith(anchor))
          .sort()[0];
        return first === undefined || first === word.word ? [toEntry(raw)] : [];
      });
      return { items, nextCursor: cut.nextCursor };
    },

    /**
     * Names that could be near an applicant's (the similar-name check): vendors with a word sharing the first
     * letters of the name's longest word. A near duplicate keeps its main word; one small Query whatever the number
     * of vendors (a typo in the first letters of that word is the miss this accepts).
     */
    async similarCandidates(name: string): Promise<{ id: string; name: string }[]> {
      const stem = similarStem(name);
      if (!stem) return [];
      const page = await table.query({
        ...fromKey(keys.vendorSearchWordPrefix(stem)),
        projection: ['id', 'name'],
        limit: SIMILAR_READ,
      });
      const byId = new Map(page.items.map((i) => [String(i.id), String(i.name)]));
      return [...byId].map(([id, n]) => ({ id, name: n }));
    },

    /** The directory entries of the named vendors (unknown ids left out): one BatchGet per 100, never the whole. */
    async entriesOf(vendorIds: readonly string[]): Promise<ListingEntry[]> {
      const ids = [...new Set(vendorIds)];
      if (!ids.length) return [];
      const items = await table.batchGet(ids.map(keys.vendorDirectoryEntry), {
        projection: ['id', 'name', 'vendorTypeId', 'status'],
      });
      return items.map((i) => ({
        id: String(i.id),
        name: String(i.name),
        vendorTypeId: String(i.vendorTypeId),
        status: String(i.status) as DirectoryEntry['status'],
      }));
    },

    /** The whole entries of the named vendors (unknown ids left out): one BatchGet per 100, in no set order. */
    async contactsOf(vendorIds: readonly string[]): Promise<DirectoryEntry[]> {
      const ids = [...new Set(vendorIds)];
      if (!ids.length) return [];
      const items = await table.batchGet(ids.map(keys.vendorDirectoryEntry));
      return items.map(toEntry);
    },

    /** Matching entries, sorted by name. */
    async list(filter: DirectoryFilter): Promise<DirectoryEntry[]> {
      const items = await query(filter);
      return items
        .map((i) => {
          const { _type: _t, searchText: _s, ...entry } = vendorDirectoryEntryEntity.parse(i);
          return entry;
        })
        .sort(byName);
    },
  };
}
export type VendorDirectory = ReturnType<typeof makeVendorDirectory>;

const SIMILAR_STEM = 4;

/**
 * The similar-name check's stem of a name: the first letters of its longest word. A vendor is a candidate when one
 * of its search words (`searchWords`) starts with it; '' finds none.
 */
export const similarStem = (name: string): string => longestWord(foldForSearch(name)).slice(0, SIMILAR_STEM);
/** Entries a walk of a name index reads per Query: several pages' worth of vendors, well under 1 MB. */
const DIRECTORY_PAGE = 500;
const SIMILAR_READ = 200;

const isCondition = (x: Condition | '' | false | undefined): x is Condition => !!x;
const and = (parts: (Condition | '' | false | undefined)[]) => {
  const present = parts.filter(isCondition);
  return present.length ? c.and(...present) : undefined;
};
const longestWord = (folded: string) => splitWords(folded).reduce((best, w) => (w.length > best.length ? w : best), '');

function toEntry(raw: Record<string, unknown>): DirectoryEntry {
  const item = vendorSearchWordEntity.tryParse(raw) ?? vendorDirectoryEntryEntity.parse(raw);
  const { _type: _t, searchText: _s, ...entry } = item;
  if ('word' in entry) {
    const { word: _w, ...rest } = entry;
    return rest;
  }
  return entry;
}

const byName = (a: { name: string; id: string }, b: { name: string; id: string }) =>
  compareNames(a.name, b.name) || compareCodes(a.id, b.id);
