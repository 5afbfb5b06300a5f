/**
 * What a Spanish page must not show: every English message of the catalogues its screens use whose Spanish differs,
 * and every English string of the shared message modules — read from the same files the SPA is built from.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** A PO file's entries, msgid → msgstr (continuation lines joined, escapes read). */
function readPo(path: string): Map<string, string> {
  const entries = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | null = null;
  let id = '';
  let str = '';
  const flush = () => {
    if (id) entries.set(id, str);
    id = '';
    str = '';
  };
  const unquote = (text: string) => JSON.parse(text) as string;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      field = 'msgid';
      id = unquote(line.slice(6));
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr';
      str = unquote(line.slice(7));
    } else if (line.startsWith('"') && field) {
      if (field === 'msgid') id += unquote(line);
      else str += unquote(line);
    } else field = null;
  }
  flush();
  return entries;
}

/** Sentences only: a lone word ("Email", "Total") can be a name or the same in both languages. */
const isSentence = (text: string) => /^[A-Z][^{}<>]*\s\S+/.test(text) && !/[{}<>#]/.test(text);

/** The English messages of the catalogues (feature folder names, common or signed-in) whose Spanish differs. */
export function englishOfCatalogues(names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const folder =
      name === 'common'
        ? 'web/src/locales'
        : name === 'signed-in'
          ? 'web/src/locales/signed-in'
          : `web/src/features/${name}/locales`;
    return [...readPo(`${root}${folder}/es.po`)]
      .filter(([english, spanish]) => spanish && spanish !== english && isSentence(english))
      .map(([english]) => english);
  });
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The English strings of every shared message module whose Spanish module says otherwise. */
export async function englishOfSharedModules(): Promise<string[]> {
  const modules = readdirSync(`${root}shared`).filter((file) => file.endsWith('messages.ts'));
  const found: string[] = [];
  for (const file of modules) {
    const english = (await import(`${root}shared/${file}`)) as Record<string, unknown>;
    const spanish = (await import(`${root}shared/locales/es/${basename(file)}`)) as Record<string, unknown>;
    const translated = new Set(strings(spanish));
    found.push(...strings(english).filter((text) => isSentence(text) && !translated.has(text)));
  }
  return found;
}
