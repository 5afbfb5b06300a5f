import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUDGET,
  buildSpa,
  formatTable,
  measureRoutes,
  overBudget,
  PUBLIC_ROUTES,
  type RouteWeight,
} from '../../web/scripts/measure-weight.js';

const webSrc = new URL('../../web/src/', import.meta.url).pathname;

describe('a first visit to a public page (architecture §9)', () => {
  let dist: string;
  let weights: RouteWeight[];

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'marketday-weight-test-'));
    await buildSpa(dist);
    weights = measureRoutes(dist);
    console.log(formatTable(weights));
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it(`downloads at most ${BUDGET.jsKb} KB of gzip JavaScript and ${BUDGET.cssKb} KB of CSS, in English and in Spanish`, () => {
    expect(weights.filter((w) => w.budgeted && w.language === 'es').map((w) => w.path)).toEqual(
      weights.filter((w) => w.budgeted && w.language === 'en').map((w) => w.path),
    );
    expect(weights.filter((w) => w.budgeted && w.language === 'en').map((w) => w.path)).toEqual([
      '/',
      '/auth',
      '/map',
      '/map/{id}',
      '/map/vendor/{id}',
      // Online payment: the short-link pages a vendor opens from a text message
      '/m/{code}',
      '/r/{code}',
      '/p/{code}',
      '/p/success',
      '/p/cancel',
      // Waitlist: the offer page a vendor opens from a text message
      '/w/{code}',
    ]);
    expect(weights.flatMap((weight) => overBudget(weight))).toEqual([]);
  });

  it('paints the header, the front door on /, the top of /map, the frame of /map/{id} and a loading status elsewhere from index.html alone', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('<header');
    expect(root).toContain('aria-label="MarketDay home"');
    expect(root).toMatch(/data-startup-view="landing">.*Fresh from the farm, right in the town square/s);
    expect(root).toMatch(/data-startup-view="map-list">.*Market Maps.*role="status"/s);
    expect(root).toMatch(
      /data-startup-view="map-date">.*mantine-hidden-from-sm.*For the best experience, please view on a larger screen\..*role="status"/s,
    );
    expect(root).toMatch(/data-startup-view="loading">.*role="status"/s);
    // The views' stylesheet hides the views, never the page: html carries the same attribute.
    expect(root).toContain('div[data-startup-view]{display:none}');
    // Whoever turns out to be signed in must not see the visitor's Login flash by.
    expect(root).not.toContain('>Login<');
  });

  it('runs no inline script (the CSP allows only files of the site)', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect([...html.matchAll(/<script\b[^>]*>([^<]*)<\/script>/g)].map((m) => [m[0].split('>')[0], m[1]])).toEqual([
      ['<script src="/startup-view.js"', ''],
    ]);
    // The entry is preloaded, not run: startup-view.js runs it once the startup shell has been painted.
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
    expect(preloads.filter((link) => link.includes('data-app-entry'))).toEqual([
      expect.stringMatching(
        /^<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/[\w-]+\.js" data-app-entry>$/,
      ),
    ]);
    expect(preloads.every((link) => link.includes('fetchpriority="low"'))).toBe(true);
    expect(readFileSync(join(dist, 'startup-view.js'), 'utf8')).toContain('link[data-app-entry]');
    expect(readFileSync(join(dist, 'startup-view.js'), 'utf8')).toContain('data-startup-view');
    // The map and payment screens' own code, which startup-view.js preloads on their addresses.
    const screens = /<meta name="marketday-screen-chunks" content="([^"]+)"/.exec(html)?.[1]?.split(';') ?? [];
    expect(screens).toEqual([
      expect.stringMatching(/^map-date=(\/assets\/[\w-]+\.js,?)+$/),
      expect.stringMatching(/^payment=(\/assets\/[\w-]+\.js,?)+$/),
    ]);
    expect(readFileSync(join(dist, 'startup-view.js'), 'utf8')).toContain('marketday-screen-chunks');
  });

  it('carries no zod and none of the signed-in chrome', () => {
    const firstVisitCode = (weight: RouteWeight) =>
      weight.jsFiles.map((file) => readFileSync(join(dist, file), 'utf8'));
    for (const weight of weights.filter((w) => w.budgeted)) {
      const code = firstVisitCode(weight).join('\n');
      // Markers that survive minification: zod's error class name and the signed-in shell's labels.
      expect(code, weight.path).not.toContain('$ZodError');
      expect(code, weight.path).not.toContain('Keep sidebar open');
      expect(code, weight.path).not.toContain('Use top toolbar');
    }
  });
});

/** Mantine component names a module imports from @mantine/core. */
function mantineComponents(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
    for (const raw of match[1]!.split(',')) {
      const name = raw.trim();
      if (/^[A-Z]/.test(name)) names.push(name);
    }
  }
  return names;
}

const cssImports = (file: string) =>
  new Set(
    [...readFileSync(join(webSrc, file), 'utf8').matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map((m) => m[1]!),
  );

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** The modules a public route reaches by static imports within web/src (the lazy signed-in shell excluded). */
function reachable(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^import\s[^;]*?from\s*'([^']+)'/gms)) {
      const spec = match[1]!;
      const base = spec.startsWith('@/')
        ? join(webSrc, spec.slice(2))
        : spec.startsWith('.')
          ? join(file, '..', spec)
          : null;
      if (!base) continue;
      const found = ['.tsx', '.ts', '/index.ts']
        .map((ext) => base + ext)
        .find((path) => {
          try {
            return statSync(path).isFile();
          } catch {
            return false;
          }
        });
      if (found) visit(found);
    }
  };
  visit(entry);
  return [...seen];
}

describe("Mantine's styles, imported per component", () => {
  const stylesDir = new URL('../../node_modules/@mantine/core/styles/', import.meta.url).pathname;
  const hasCss = (name: string) => {
    try {
      return statSync(join(stylesDir, `${name}.css`)).isFile();
    } catch {
      return false;
    }
  };
  const publicCss = cssImports('styles/public.ts');
  const signedInCss = cssImports('styles/signed-in.ts');

  it('covers every component a screen uses', () => {
    const missing = sourceFiles(webSrc).flatMap((file) =>
      mantineComponents(readFileSync(file, 'utf8'))
        .filter((name) => hasCss(name) && !publicCss.has(name) && !signedInCss.has(name))
        .map((name) => `${name} (${relative(webSrc, file)})`),
    );
    expect(missing, 'add these to web/src/styles/signed-in.ts or public.ts').toEqual([]);
  });

  it('loads with the public pages everything they use', () => {
    const roots = [
      'app/routes/root.tsx',
      'app/routes/not-found.tsx',
      ...PUBLIC_ROUTES.flatMap((r) => r.modules.map((m) => m.replace(/^src\//, ''))),
    ];
    const missing = [...new Set(roots.flatMap((root) => reachable(join(webSrc, root))))]
      .filter((file) => !file.includes('signed-in-shell'))
      .flatMap((file) =>
        mantineComponents(readFileSync(file, 'utf8'))
          .filter((name) => hasCss(name) && !publicCss.has(name))
          .map((name) => `${name} (${relative(webSrc, file)})`),
      );
    expect(missing, 'add these to web/src/styles/public.ts').toEqual([]);
  });
});
