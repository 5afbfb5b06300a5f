/**
 * Messages in the recipient's language (issue 30). A person's language is `locale` on their user item; a vendor's is
 * `locale` on the vendor item (its primary user's choice). Missing means English. A message is built in its
 * recipient's language: its dates and money are written in it (withFormatLocale), and it carries the language so the
 * worker sends the template's wording in it.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { withFormatLocale } from '../../../shared/date-format.js';
import { DEFAULT_LOCALE, intlTag, isLocale, type Locale } from '../../../shared/locale.js';
import { keys } from '../data/keys.js';
import { batchGetAll } from '../data/toolkit/index.js';
import type { OutgoingMessage } from '../ports.js';

/** The language a stored `locale` names: English when it names none. */
const localeOf = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** Whose language a message follows. */
export interface RecipientLocales {
  /** Each vendor's language (the vendor item's `locale`), read in batches: one read per hundred vendors, never per row. */
  vendors(vendorIds: readonly string[]): Promise<Map<string, Locale>>;
  /** Each user's language (the user item's `locale`), read in batches. */
  users(userIds: readonly string[]): Promise<Map<string, Locale>>;
}

export function makeRecipientLocales(ddb: DynamoDBDocumentClient, tableName: string): RecipientLocales {
  async function read(ids: readonly string[], key: (id: string) => { pk: string; sk: string }) {
    const unique = [...new Set(ids.filter(Boolean))];
    if (!unique.length) return new Map<string, Locale>();
    const items = await batchGetAll(ddb, tableName, unique.map(key), { projection: ['id', 'locale'] });
    return new Map(items.map((i) => [String(i.id), localeOf(i.locale)]));
  }
  return {
    vendors: (ids) => read(ids, keys.vendor),
    users: (ids) => read(ids, keys.user),
  };
}

/** Runs `render` with dates and money written in the language. */
const inLocale = <T>(locale: Locale, render: () => T): T => withFormatLocale(intlTag(locale), render);

/**
 * A message built in its recipient's language: the dates and money `build` formats are written in it, and the message
 * names the language (an English message stays as it was, without one).
 */
export function messageIn(locale: Locale | undefined, build: () => OutgoingMessage): OutgoingMessage {
  const language = locale ?? DEFAULT_LOCALE;
  const message = inLocale(language, build);
  return language === DEFAULT_LOCALE ? message : { ...message, locale: language };
}
