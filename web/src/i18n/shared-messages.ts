import type { Locale } from '@shared/locale';

/**
 * The spec's shared strings (shared/*-messages.ts) in the language being read. Screens import a module's messages
 * from web/src/i18n/shared/<module>.ts, whose exports are live: they are the English module's until Spanish is
 * chosen, then shared/locales/es/<module>.ts's, so a screen reads `MSG.welcomeTitle` as before and gets the reader's
 * language. Only the modules the scope needs are downloaded.
 */
type MessageModule = Record<string, unknown>;

interface SharedModule {
  english: () => Promise<MessageModule>;
  spanish: () => Promise<MessageModule>;
  /** A visitor's first page may show it. */
  public?: boolean;
}

const bound = new Map<string, (module: MessageModule) => void>();
const current = new Map<string, MessageModule>();

/** A wrapper's exports, and how the language switch replaces them. */
export function bindShared<M extends MessageModule>(name: string, english: M, use: (module: M) => void): M {
  bound.set(name, use as (module: MessageModule) => void);
  return (current.get(name) as M | undefined) ?? english;
}

/** English text → the reader's, for text that left its module before the switch (a schema's message, an API error). */
const translations = new Map<string, string>();

function collect(english: unknown, translated: unknown) {
  if (typeof english === 'string' && typeof translated === 'string') translations.set(english, translated);
  else if (english && translated && typeof english === 'object' && typeof translated === 'object') {
    for (const [key, value] of Object.entries(english)) collect(value, (translated as Record<string, unknown>)[key]);
  }
}

/** Puts the modules of a language and scope in place. */
export async function applySharedLanguage(
  locale: Locale,
  modules: Record<string, SharedModule>,
  scope: 'public' | 'all',
): Promise<void> {
  const wanted = Object.entries(modules).filter(([, module]) => scope === 'all' || module.public);
  const loaded = await Promise.all(
    wanted.map(async ([name, module]) => {
      const english = await module.english();
      const translated = locale === 'es' ? await module.spanish() : english;
      return [name, english, translated] as const;
    }),
  );
  if (locale === 'en') translations.clear();
  for (const [name, english, translated] of loaded) {
    current.set(name, translated);
    bound.get(name)?.(translated);
    if (locale !== 'en') collect(english, translated);
  }
}

/** A shared English string in the reader's language, when it is one of the loaded modules'; else as given. */
export function translateShared(english: string): string {
  return translations.get(english) ?? english;
}
