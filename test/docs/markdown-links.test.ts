import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PAGES = ['README.md', 'infra/DEPLOY.md', ...readdirSync(join(ROOT, 'docs')).map((name) => `docs/${name}`)].filter(
  (page) => page.endsWith('.md') && existsSync(join(ROOT, page)),
);

/** Relative link targets of a page, without their #fragment; code spans and blocks are not links. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] ?? '')
    .filter((target) => !/^(https?:|mailto:|#)/.test(target))
    .map((target) => decodeURIComponent(target.split('#')[0] ?? ''));
}

describe('links between the README and docs/', () => {
  it.each(PAGES)('every relative link of %s names a file of the repository', (page) => {
    const from = dirname(join(ROOT, page));
    const missing = relativeLinks(readFileSync(join(ROOT, page), 'utf8')).filter(
      (target) => !existsSync(join(from, target)),
    );
    expect(missing.map((target) => relative(ROOT, join(from, target)))).toEqual([]);
  });

  it('finds a link that points nowhere', () => {
    expect(
      relativeLinks('See [the guide](docs/nowhere.md#top), `[not](a-link.md)` and <https://example.com>.'),
    ).toEqual(['docs/nowhere.md']);
  });

  it('the README links to every page of docs/', () => {
    const linked = new Set(relativeLinks(readFileSync(join(ROOT, 'README.md'), 'utf8')));
    const pages = readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md'));
    expect(pages.filter((name) => !linked.has(`docs/${name}`))).toEqual([]);
  });
});
