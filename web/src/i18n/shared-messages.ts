/**
 * The spec's shared strings (shared/*-messages.ts) in the language being read. Screens import a module's messages
 * from web/src/i18n/shared/<module>.ts, whose exports are live: the English module's until Spanish is chosen, then
 * shared/locales/es/<module>.ts's, so a screen reads `MSG.welcomeTitle` as before and gets the reader's language.
 * Only the modules the loaded screens import are downloaded in Spanish.
 */
type MessageModule = Record<string, unknown>;

interface Bound {
  english: MessageModule;
  spanish: () => Promise<MessageModule>;
  use: (module: MessageModule) => void;
}
const bound: Bound[] = [];
let spanish = false;
let pending: Promise<unknown>[] = [];

/** English text → the reader's, for text that left its module before a switch (a schema's message, an API error). */
const translations = new Map<string, string>();

function collect(english: unknown, translated: unknown) {
  if (typeof english === 'string' && typeof translated === 'string') translations.set(english, translated);
  else if (english && translated && typeof english === 'object' && typeof translated === 'object') {
    for (const [key, value] of Object.entries(english)) collect(value, (translated as Record<string, unknown>)[key]);
  }
}

async function loadSpanish(module: Bound) {
  const translated = await module.spanish();
  if (!spanish) return;
  module.use(translated);
  collect(module.english, translated);
}

/** A wrapper's exports: the English module's, its Spanish, and how a language switch replaces them. */
export function bindShared<M extends MessageModule>(
  english: M,
  spanishModule: () => Promise<MessageModule>,
  use: (module: M) => void,
): M {
  const module = { english, spanish: spanishModule, use: use as (module: MessageModule) => void };
  bound.push(module);
  if (spanish) pending.push(loadSpanish(module));
  return english;
}

/** Puts every bound module in the language. */
export async function applySharedLanguage(toSpanish: boolean): Promise<void> {
  spanish = toSpanish;
  translations.clear();
  if (!toSpanish) for (const module of bound) module.use(module.english);
  else await Promise.all(bound.map(loadSpanish));
}

/** Resolves once the modules bound by the screens loaded so far are in the language. */
export async function sharedMessagesReady(): Promise<void> {
  while (pending.length) {
    const waiting = pending;
    pending = [];
    await Promise.all(waiting);
  }
}

/** A shared English string in the reader's language, when one of the loaded modules has it; else as given. */
export function translateShared(english: string): string {
  return translations.get(english) ?? english;
}
