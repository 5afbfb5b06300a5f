/**
 * What a first visit to each public page downloads (architecture §9: at most 150 KB gzip of JavaScript and 30 KB of
 * CSS), in each language. Builds the SPA, then follows Vite's manifest from index.html through its static imports
 * (the script and its modulepreloads) and from the route's lazy chunk through its static imports, adds the language's
 * catalogues the page loads (web/src/i18n/catalogs.ts: the startup ones and the route's feature) and, in Spanish, the
 * Spanish of the shared message modules its chunks bind (web/src/i18n/shared-messages.ts), and sums the gzip sizes.
 *
 *   npm run weight                 build into a temporary folder and print the table
 *   npm run weight -- --dist DIR   measure a build that already exists (it must have been built with a manifest)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET = { jsKb: 150, cssKb: 30 } as const;

/** The languages every public page is measured in. */
export const LANGUAGES = ['en', 'es'] as const;
type Language = (typeof LANGUAGES)[number];

/**
 * The catalogue the first paint loads on every address (startupCatalogs of web/src/i18n/catalogs.ts; the maps' one
 * is their routes' own), as the manifest names it.
 */
const startupCatalogs = (language: Language) => [`src/locales/${language}.po`];

export interface PublicRoute {
  /** The address as a person types it. */
  path: string;
  /** The modules the router loads lazily for it, as the manifest names them (relative to web/). */
  modules: readonly string[];
  /** Pages the weight budget binds (architecture §9); the others are printed for information. */
  budgeted: boolean;
}

/** Each public page and the screen module its route loads; a new public page adds a row here. */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', modules: ['src/app/routes/landing.tsx'], budgeted: true },
  { path: '/auth', modules: ['src/features/auth/routes/auth.tsx'], budgeted: true },
  { path: '/map', modules: ['src/features/public-map/routes/market-maps.tsx'], budgeted: true },
  {
    path: '/map/{id}',
    modules: ['src/features/public-map/routes/market-map.tsx'],
    budgeted: true,
  },
  {
    path: '/map/vendor/{id}',
    modules: ['src/features/public-vendor/routes/public-vendor.tsx'],
    budgeted: true,
  },
  {
    path: '/reset-password',
    modules: ['src/features/auth/routes/reset-password.tsx'],
    budgeted: false,
  },
  {
    path: '/vendor/new-apply',
    modules: ['src/features/vendor-application/routes/new-apply.tsx'],
    budgeted: false,
  },
  // Online payment: the short-link pages a vendor opens from a text message
  {
    path: '/m/{code}',
    modules: ['src/features/online-payment/routes/public-request.tsx'],
    budgeted: true,
  },
  {
    path: '/r/{code}',
    modules: ['src/features/online-payment/routes/reminder.tsx'],
    budgeted: true,
  },
  {
    path: '/p/{code}',
    modules: ['src/features/online-payment/routes/payment.tsx'],
    budgeted: true,
  },
  {
    path: '/p/success',
    modules: ['src/features/online-payment/routes/payment-success.tsx'],
    budgeted: true,
  },
  {
    path: '/p/cancel',
    modules: ['src/features/online-payment/routes/payment-cancel.tsx'],
    budgeted: true,
  },
  // Waitlist: the offer page a vendor opens from a text message
  { path: '/w/{code}', modules: ['src/features/waitlist/routes/offer.tsx'], budgeted: true },
  {
    path: '/user/payment-methods',
    modules: ['src/features/payment-methods/routes/user-payment-methods.tsx'],
    budgeted: false,
  },
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteWeight {
  path: string;
  language: Language;
  budgeted: boolean;
  jsBytes: number;
  cssBytes: number;
  jsFiles: string[];
  cssFiles: string[];
}

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/** Builds the SPA with its own config into `outDir`, with a manifest and without source maps. */
export async function buildSpa(outDir: string): Promise<void> {
  const { build } = await import('vite');
  // A test runner sets NODE_ENV=test, and Vite would then build React's development code.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(webRoot, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The chunks a module pulls in before it can run: itself and, recursively, what it imports statically. */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build has no chunk for ${key}: update PUBLIC_ROUTES`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

/** The Spanish of the shared message modules these chunks bind: each binding's import of it is a dynamic import. */
const spanishSharedModules = (manifest: Manifest, chunks: Iterable<string>) =>
  [...chunks].flatMap((key) => (manifest[key]!.dynamicImports ?? []).filter((i) => i.includes('shared/locales/es/')));

export function measureRoutes(distDir: string, routes: readonly PublicRoute[] = PUBLIC_ROUTES): RouteWeight[] {
  const manifest = readManifest(distDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file))).length;
      gzipped.set(file, size);
    }
    return size;
  };

  return LANGUAGES.flatMap((language) => routes.map((route) => measureRoute(route, language)));

  function measureRoute(route: PublicRoute, language: Language): RouteWeight {
    const code = staticClosure(manifest, [entryKey!, ...route.modules]);
    const catalogs = [
      ...startupCatalogs(language),
      // A feature's screen loads its feature's catalogue beside its code (publicScreen in web/src/app/router.tsx).
      ...route.modules.flatMap((module) => {
        const feature = /^src\/features\/([^/]+)\//.exec(module)?.[1];
        return feature ? [`src/features/${feature}/locales/${language}.po`] : [];
      }),
    ];
    const spanish = language === 'es' ? spanishSharedModules(manifest, code) : [];
    const chunks = staticClosure(manifest, [...code, ...catalogs.filter((key) => key in manifest), ...spanish]);
    const jsFiles = new Set<string>();
    const cssFiles = new Set<string>();
    for (const key of chunks) {
      const chunk = manifest[key]!;
      if (chunk.file.endsWith('.js')) jsFiles.add(chunk.file);
      chunk.css?.forEach((file) => cssFiles.add(file));
    }
    const sum = (files: Set<string>) => [...files].reduce((total, file) => total + sizeOf(file), 0);
    return {
      path: route.path,
      language,
      budgeted: route.budgeted,
      jsBytes: sum(jsFiles),
      cssBytes: sum(cssFiles),
      jsFiles: [...jsFiles].sort(),
      cssFiles: [...cssFiles].sort(),
    };
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** What a budgeted page downloads beyond the budget. */
export function overBudget(weight: RouteWeight): string[] {
  if (!weight.budgeted) return [];
  const problems: string[] = [];
  if (weight.jsBytes > BUDGET.jsKb * 1024) {
    problems.push(`${weight.path} (${weight.language}): ${kb(weight.jsBytes)} KB of JavaScript`);
  }
  if (weight.cssBytes > BUDGET.cssKb * 1024)
    problems.push(`${weight.path} (${weight.language}): ${kb(weight.cssBytes)} KB of CSS`);
  return problems;
}

export function formatTable(weights: readonly RouteWeight[]): string {
  const rows = weights.map((w) => [
    w.path,
    w.language,
    kb(w.jsBytes),
    kb(w.cssBytes),
    String(w.jsFiles.length + w.cssFiles.length),
    w.budgeted ? (overBudget(w).length ? 'OVER' : 'ok') : '-',
  ]);
  const header = [
    'first visit to',
    'language',
    'JS KB gzip',
    'CSS KB gzip',
    'files',
    `budget ${BUDGET.jsKb}/${BUDGET.cssKb}`,
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

async function main(args: string[]) {
  const distIndex = args.indexOf('--dist');
  let distDir = distIndex >= 0 ? args[distIndex + 1] : undefined;
  let temporary: string | undefined;
  if (!distDir) {
    temporary = mkdtempSync(join(tmpdir(), 'marketday-weight-'));
    distDir = temporary;
    await buildSpa(distDir);
  }
  try {
    const weights = measureRoutes(distDir);
    console.log(formatTable(weights));
    const problems = weights.flatMap((weight) => overBudget(weight));
    if (problems.length) {
      console.error(
        `\nOver the budget of ${BUDGET.jsKb} KB JavaScript / ${BUDGET.cssKb} KB CSS:\n  ${problems.join('\n  ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    if (temporary) rmSync(temporary, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main(process.argv.slice(2));
}
