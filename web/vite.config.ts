import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type * as Prerender from './src/app/prerender';
import { OFFLINE_API_CACHE } from './src/config/storage-keys';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** A chunk group's test: the module's path (with / on every system) holds one of `parts`. */
const inAny = (parts: readonly string[]) => (id: string) => {
  const path = id.replaceAll('\\', '/');
  return parts.some((part) => path.includes(part));
};

/**
 * Writes the startup shell (web/src/app/prerender.tsx) into the built index.html's #root, so a first visit paints the
 * header and a loading status as soon as the HTML and the stylesheet arrive instead of after the scripts have been
 * downloaded and run on a slow phone. Plain markup and inline styles only: the CSP allows no inline script.
 */
function prerenderedShell(): Plugin {
  return {
    name: 'marketday-prerendered-shell',
    apply: 'build',
    async transformIndexHtml(html) {
      const { createServer } = await import('vite');
      const renderer = await createServer({
        configFile: fromHere('vite.config.ts'),
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderStartupShell } = (await renderer.ssrLoadModule('/src/app/prerender.tsx')) as typeof Prerender;
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error(`index.html has no ${root} to prerender into`);
        return html.replace(root, `<div id="root">${await renderStartupShell()}</div>`);
      } finally {
        await renderer.close();
      }
    },
  };
}

/**
 * Turns the built index.html's entry script into a module preload that web/public/startup-view.js runs once the
 * startup shell has been painted: the browser downloads the app (at low priority, after the stylesheet) alongside the
 * HTML, but evaluating it (React and the first screen, slow on a phone) no longer comes before the first paint.
 */
function entryAfterFirstPaint(): Plugin {
  return {
    name: 'marketday-entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
        const found = [...html.matchAll(entry)];
        if (found.length !== 1)
          throw new Error(`index.html has ${found.length} module scripts, expected the entry alone`);
        // Low priority: the stylesheet and the startup view come first, and the first paint waits for none of these.
        return html
          .replace(entry, '<link rel="modulepreload" crossorigin href="$1" data-app-entry>')
          .replaceAll(
            '<link rel="modulepreload" crossorigin',
            '<link rel="modulepreload" fetchpriority="low" crossorigin',
          );
      },
    },
  };
}

/**
 * The public screens a visitor opens from a link (a shared map, a payment text) whose code no first visit to another
 * page needs, by the names web/public/startup-view.js gives them.
 */
const LINKED_SCREENS: Record<string, string> = {
  'map-date': 'src/features/public-map/routes/market-map.tsx',
  payment: 'src/features/online-payment/routes/payment.tsx',
};

/**
 * Names each such screen's chunks (its own and what it imports, less what index.html already preloads) in a meta tag
 * of index.html, `screen=/assets/a.js,/assets/b.js;…`: web/public/startup-view.js preloads the opened screen's list,
 * so its code downloads alongside the app's instead of after the app has run and asked for it.
 */
function screenChunks(): Plugin {
  return {
    name: 'marketday-screen-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const lists = Object.entries(LINKED_SCREENS).map(([name, module]) => {
          const screen = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`));
          if (!screen) throw new Error(`no chunk of its own for ${module}`);
          const files: string[] = [];
          const visit = (fileName: string) => {
            if (files.includes(fileName) || html.includes(`/${fileName}"`)) return;
            files.push(fileName);
            byName.get(fileName)?.imports.forEach(visit);
          };
          visit(screen.fileName);
          return `${name}=${files.map((file) => `/${file}`).join(',')}`;
        });
        const script = '<script src="/startup-view.js"></script>';
        if (!html.includes(script)) throw new Error(`index.html has no ${script}`);
        return html.replace(
          script,
          `<meta name="marketday-screen-chunks" content="${lists.join(';')}" />\n    ${script}`,
        );
      },
    },
  };
}

/**
 * Marks React Router's top-level `forwardRef`, `memo` and `createContext` calls pure, as React's own compiler output
 * would: the bundler then drops the components no screen uses (NavLink, Form and the form submission code they bring)
 * instead of keeping every one because a call might have side effects.
 */
function pureReactRouterComponents(): Plugin {
  return {
    name: 'marketday-pure-react-router-components',
    apply: 'build',
    transform: {
      filter: { id: /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/ },
      handler(code) {
        const marked = code
          .replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2')
          // A top-level name for React's developer tools would keep its component alive too.
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
        // No line moves: the library's own source map still holds (map: null keeps it).
        return { code: marked, map: null };
      },
    },
  };
}

/**
 * Market Day on a phone with no signal (issue 31): a web app manifest, and a service worker that keeps the app's files
 * so the screen reloads offline. Only Market Day registers it (features/market-day/lib/offline-app.ts): nothing of it
 * reaches the entry, so the public pages' first visit is as light as before (index.html gains the manifest link only).
 *
 * It keeps every built script and stylesheet: a signed-in screen loads the signed-in chrome and every catalogue lazily,
 * so a list of "the market-day chunks" would miss what the reload needs; files are hashed, so a release fetches only
 * what changed. Navigations get index.html (as the server's fallback does), except the API and the local runtime's
 * pages. Of the API it keeps only what Market Day needs to open with no signal, the session and the day's answers, and
 * always asks the network first; every other screen's calls pass through untouched.
 */
function offlineMarketDay() {
  return VitePWA({
    injectRegister: false,
    registerType: 'autoUpdate',
    includeAssets: [],
    manifest: {
      name: 'MarketDay — Market Day',
      short_name: 'Market Day',
      description: "The market's check-in on a phone, even offline",
      start_url: '/market-day',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#2e7d32',
      icons: [
        { src: '/icons/market-day-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/market-day-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/market-day-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/market-day-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      globPatterns: ['index.html', 'startup-view.js', 'favicon.svg', 'icons/*.png', 'assets/*.{js,css}'],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: '/index.html',
      // A file's address (a document, an image) is never a screen: the server answers those itself.
      navigateFallbackDenylist: [/^\/api\//, /^\/_/, /\/[^/?]+\.[^/?]+(\?.*)?$/],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && (url.pathname === '/api/auth/user' || url.pathname.startsWith('/api/market-day')),
          handler: 'NetworkFirst',
          method: 'GET',
          options: {
            cacheName: OFFLINE_API_CACHE,
            networkTimeoutSeconds: 6,
            expiration: { maxEntries: 30, maxAgeSeconds: 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}

// The local runtime mounts this config in middleware mode on the API's own server, so /api needs no proxy.
export default defineConfig(({ command }) => ({
  root: fromHere('.'),
  plugins: [
    react(),
    // Lingui's macros (t`…`, <Trans>, plural) become catalogue lookups; only the files that import them go through Babel.
    babel({
      presets: [
        {
          preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
          rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
        },
      ],
    }),
    // A catalogue (locales/*.po) is compiled when it is imported.
    lingui({ configPath: fromHere('../lingui.config.ts') }),
    prerenderedShell(),
    entryAfterFirstPaint(),
    screenChunks(),
    pureReactRouterComponents(),
    offlineMarketDay(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fromHere('./src') },
      { find: '@shared', replacement: fromHere('../shared') },
      // React Router's package points every bundler at its development build, warnings and all; a release takes the
      // production one, which is lighter on every first visit (architecture §9).
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: fromHere('../node_modules/react-router/dist/production/index.mjs') }]
        : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The weight script follows it from the entry to each public page's chunks.
    manifest: true,
    // Every browser the market's visitors bring supports <link rel=modulepreload>; an older one merely fetches a
    // lazy screen's chunks one after another, so the polyfill is not worth its bytes on every first visit.
    //
    // A lazy screen's chunks are not listed for preloading (only its styles): the lists cost about 3 KB gzip in the
    // entry, on every first visit, and grow with every screen. The browser then finds a screen's own imports when
    // the screen's chunk arrives, one round trip later; most of what a screen imports is already in the entry's
    // libraries.
    //
    // index.html does list the entry's own imports: they download alongside the entry while the startup shell paints.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((d) => d.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        // The entry names every lazy screen's chunk file in its imports, so names cost bytes on each first visit;
        // the source maps still name the modules inside.
        chunkFileNames: 'assets/[hash].js',
        // Libraries every screen needs get chunks of their own, so a release that changes only app code leaves
        // them cached. Mantine and zod are left to per-screen splitting: the public pages validate with valibot and
        // only signed-in screens load zod.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            // Only the part of TanStack Query the entry runs: infinite lists and mutations load with the screens that use them.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, tags: ['$initial'], priority: 20 },
            // Whatever the entry needs anyway travels in one chunk instead of a dozen small shared ones, which gzip
            // worse and cost a request each on a first visit.
            { name: 'app', tags: ['$initial'], priority: 10 },
            // The small Mantine pieces the public pages share would otherwise each be a chunk of a few hundred bytes,
            // and a first visit to /auth or /map/{id} fetched a dozen of them; one chunk gzips them together.
            {
              name: 'ui',
              test: inAny([
                ...['Paper', 'Card', 'ThemeIcon', 'Alert', 'CloseButton', 'ActionIcon', 'Divider'].map(
                  (component) => `@mantine/core/esm/components/${component}/`,
                ),
                '@mantine/core/esm/core/utils/create-safe-context/',
                '@mantine/hooks/esm/use-id/',
                '@mantine/hooks/esm/utils/random-id/',
                'web/src/components/ui/icons.',
                'web/src/hooks/use-page-title.',
              ]),
              priority: 8,
            },
            // What every form needs, the sign-in page's too: Mantine's text inputs, useMutation and the two helpers
            // that @mantine/form's useForm shares with its useField (the sign-in page's forms are made of useField).
            {
              name: 'forms',
              test: inAny([
                '@mantine/form/esm/get-input-on-change/',
                '@mantine/form/esm/validate/should-validate-on-change.',
                '@tanstack/react-query/build/modern/useMutation.',
                '@tanstack/query-core/build/modern/mutationObserver.',
                ...['Input', 'InputBase', 'TextInput', 'PasswordInput'].map(
                  (component) => `@mantine/core/esm/components/${component}/`,
                ),
                '@mantine/core/esm/core/styles-api/use-resolved-styles-api/',
                '@mantine/hooks/esm/use-uncontrolled/',
                'web/src/hooks/use-guarded-mutate.',
              ]),
              priority: 7,
            },
            // @mantine/form's useForm, which the other forms are built on, apart from the inputs: a first visit to the
            // sign-in page does not download it (architecture §9). useField stays with the sign-in page's own chunk.
            {
              name: 'form-state',
              test: (id: string) =>
                inAny(['@mantine/form/', 'node_modules/klona/', 'node_modules/fast-deep-equal/', 'web/src/lib/form.'])(
                  id,
                ) && !inAny(['@mantine/form/esm/use-field.'])(id),
              priority: 6,
            },
          ],
        },
      },
    },
  },
}));
