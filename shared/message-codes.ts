/**
 * The stable code of each shared message: its path in its module (`MSG.vendorNotFound`, `PEOPLE_MSG.primaryProtected`).
 * Each message module registers itself when loaded, so an API function knows the codes of the modules its own code
 * uses — every message it can answer with — without carrying the others (a function bundles only what it imports).
 * Registering keeps a reference only: the lookup is built on the first error answer, so neither a function's cold
 * start nor a browser loading the same modules pays for it.
 */
const registered: [name: string, messages: object][] = [];
let byMessage: Map<string, string> | undefined;

/** The general module's name: a sentence two modules share is named by it. */
const GENERAL = 'MSG';

function collect(into: Map<string, string>, path: string, value: unknown, general: boolean) {
  if (typeof value === 'string') {
    if (general || !into.has(value)) into.set(value, path);
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) collect(into, `${path}.${key}`, inner, general);
  }
}

/** Called by each message module once, with its message objects by their exported names. */
export function registerMessageCodes(modules: Record<string, object>): void {
  registered.push(...Object.entries(modules));
  byMessage = undefined;
}

/** A loaded message's code, if the text is one. */
export function messageCode(message: string): string | undefined {
  if (!byMessage) {
    byMessage = new Map();
    for (const [name, messages] of registered) collect(byMessage, name, messages, name === GENERAL);
  }
  return byMessage.get(message);
}
