import { LandingHero } from '@/app/routes/landing-hero';
import { PageLoader } from '@/components/ui/page-loader';
import { MarketMapLoading } from '@/features/public-map/components/market-map-frame';
import { MarketMapsLoading } from '@/features/public-map/components/market-maps-heading';
import { VisitorShell } from './visitor-shell';

/**
 * What the startup shell shows below the header: the front door's welcome on /, the top of /map, the frame of
 * /map/{id} with its loading status, a loading status elsewhere. web/public/startup-view.js picks the same view by
 * the same addresses.
 */
const STARTUP_VIEWS = {
  landing: { matches: (path: string) => path === '/', view: () => <LandingHero /> },
  'map-list': { matches: (path: string) => /^\/map\/?$/.test(path), view: () => <MarketMapsLoading /> },
  'map-date': {
    matches: (path: string) => /^\/map\/[^/]+\/?$/.test(path),
    view: (prerendered?: boolean) => <MarketMapLoading prerendered={prerendered} />,
  },
} as const;
type StartupView = keyof typeof STARTUP_VIEWS | 'loading';

/** The view for the address the browser opened. */
const startupViewFor = (pathname: string): StartupView =>
  (Object.keys(STARTUP_VIEWS) as (keyof typeof STARTUP_VIEWS)[]).find((name) =>
    STARTUP_VIEWS[name].matches(pathname),
  ) ?? 'loading';

/**
 * Every startup view, each marked for index.html's own stylesheet: the build cannot know the address, so the HTML
 * carries both and web/public/startup-view.js names the one to show before the app runs.
 */
function AllViews() {
  const named = Object.keys(STARTUP_VIEWS) as (keyof typeof STARTUP_VIEWS)[];
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not words
  const shown = named.map((name) => `html[data-startup-view="${name}"] div[data-startup-view="${name}"]`);
  const others = named.map((name) => `:not([data-startup-view="${name}"])`).join('');
  // The views are divs: html carries the attribute too (startup-view.js), and must not be hidden with them.
  const viewStyles = `div[data-startup-view]{display:none}
html${others} div[data-startup-view="loading"],
${shown.join(',\n')}{display:block}`;
  return (
    <>
      <style>{viewStyles}</style>
      {named.map((name) => (
        <div key={name} data-startup-view={name}>
          {STARTUP_VIEWS[name].view(true)}
        </div>
      ))}
      <div data-startup-view="loading">
        <PageLoader />
      </div>
    </>
  );
}

/**
 * What shows while the app starts, before anybody is known to be signed in or not: the header with the name and the
 * view for the address. The build writes it into index.html (web/src/app/prerender.tsx), so a phone paints it before
 * the scripts arrive, and the app shows the same until its first screen is ready.
 */
export function StartupShell({ view }: { view?: StartupView | 'all' }) {
  const shown = view ?? startupViewFor(window.location.pathname);
  return (
    <VisitorShell signInActions={false}>
      {shown === 'all' ? <AllViews /> : shown === 'loading' ? <PageLoader /> : STARTUP_VIEWS[shown].view()}
    </VisitorShell>
  );
}
