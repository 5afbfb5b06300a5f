/**
 * The stable code of each shared message: its path in its module (`MSG.vendorNotFound`, `PEOPLE_MSG.primaryProtected`).
 * Each message module registers itself when loaded, so an API function knows the codes of the modules its own code
 * uses — every message it can answer with — without carrying the others (a function bundles only what it imports).
 * The SPA shows the message a code names in the reader's language.
 */
const byMessage = new Map<string, string>();

/** The general module's name: a sentence two modules share is named by it. */
const GENERAL = 'MSG';

function collect(path: string, value: unknown, general: boolean) {
  if (typeof value === 'string') {
    if (general || !byMessage.has(value)) byMessage.set(value, path);
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) collect(`${path}.${key}`, inner, general);
  }
}

/** Called by each message module once, with its message objects by their exported names. */
export function registerMessageCodes(modules: Record<string, object>): void {
  for (const [name, messages] of Object.entries(modules)) collect(name, messages, name === GENERAL);
}

/** A loaded message's code, if the text is one. */
export const messageCode = (message: string): string | undefined => byMessage.get(message);
