/**
 * The SPA's catalogues hold every message its screens write, in Spanish too (issue: Spanish as well as English): a
 * message typed into a screen without its Spanish fails here, as does a catalogue left behind its code (run
 * `npm run i18n:extract`, then write the new msgstr in the feature's locales/es.po).
 */
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';

interface Entry {
  message?: string;
  translation?: string;
  obsolete?: boolean;
}
interface Found {
  catalog: string;
  collected: Record<string, Entry>;
  spanish: Record<string, Entry>;
}

const found: Found[] = [];

beforeAll(async () => {
  const config = getConfig({ configPath: 'lingui.config.ts', skipValidation: true });
  for (const catalog of await getCatalogs(config)) {
    const collected = ((await catalog.collect()) ?? {}) as Record<string, Entry>;
    const spanish = ((await catalog.read('es')) ?? {}) as Record<string, Entry>;
    found.push({
      catalog: catalog.path.replace(/^.*?web\//, 'web/').replace('/locales/{locale}', ''),
      collected,
      spanish,
    });
  }
}, 240_000);

/** The names of a message's placeholders ({name}, {count, plural, …}) and tags (<0>), which a translation keeps. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\s*([\w.]+)\s*[,}]/g)) names.add(match[1]!);
  for (const match of message.matchAll(/<\/?(\d+)\/?>/g)) names.add(`<${match[1]}>`);
  return [...names].sort();
}

describe('the message catalogues', () => {
  it('has every message the screens write, and nothing they no longer do', () => {
    const behind = found.flatMap(({ catalog, collected, spanish }) => [
      ...Object.entries(collected)
        .filter(([id]) => !(id in spanish))
        .map(([, entry]) => `${catalog}: not extracted: "${entry.message}"`),
      ...Object.entries(spanish)
        .filter(([id, entry]) => !(id in collected) && !entry.obsolete)
        .map(([, entry]) => `${catalog}: no screen writes "${entry.message}"`),
    ]);
    expect(behind).toEqual([]);
  });

  it('gives a message one Spanish in every catalogue (a screen reads them merged: the last would win)', () => {
    const spanishOf = new Map<string, { catalog: string; translation: string }>();
    const differing: string[] = [];
    for (const { catalog, collected, spanish } of found) {
      for (const id of Object.keys(collected)) {
        const translation = spanish[id]?.translation;
        if (!translation) continue;
        const seen = spanishOf.get(id);
        if (!seen) spanishOf.set(id, { catalog, translation });
        else if (seen.translation !== translation)
          differing.push(
            `"${collected[id]!.message}": "${seen.translation}" (${seen.catalog}) / "${translation}" (${catalog}) — give one a context`,
          );
      }
    }
    expect(differing).toEqual([]);
  });

  it('has the Spanish of every message, with the same placeholders, in valid ICU', () => {
    const problems: string[] = [];
    for (const { catalog, collected, spanish } of found) {
      for (const [id, entry] of Object.entries(collected)) {
        const english = entry.message ?? id;
        const translation = spanish[id]?.translation;
        if (!translation) {
          problems.push(`${catalog}: no Spanish for "${english}"`);
          continue;
        }
        if (placeholders(translation).join() !== placeholders(english).join())
          problems.push(`${catalog}: "${translation}" does not keep the placeholders of "${english}"`);
        try {
          compileMessage(translation);
        } catch (error) {
          problems.push(`${catalog}: "${translation}" is not valid ICU: ${(error as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
