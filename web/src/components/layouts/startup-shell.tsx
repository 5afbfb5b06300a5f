import { LandingHero } from '@/app/routes/landing-hero';
import { PageLoader } from '@/components/ui/page-loader';
import { VisitorShell } from './visitor-shell';

/** What the startup shell shows below the header: the front door's welcome on /, a loading status elsewhere. */
type StartupView = 'landing' | 'loading';

/** The view for the address the browser opened. */
const startupViewFor = (pathname: string): StartupView => (pathname === '/' ? 'landing' : 'loading');

/**
 * Every startup view, each marked for index.html's own stylesheet: the build cannot know the address, so the HTML
 * carries both and web/public/startup-view.js names the one to show before the app runs.
 */
function AllViews() {
  return (
    <>
      <style>{`[data-startup-view]{display:none}
html:not([data-startup-view="landing"]) [data-startup-view="loading"],
html[data-startup-view="landing"] [data-startup-view="landing"]{display:block}`}</style>
      <div data-startup-view="landing">
        <LandingHero />
      </div>
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
      {shown === 'all' ? <AllViews /> : shown === 'landing' ? <LandingHero /> : <PageLoader />}
    </VisitorShell>
  );
}
