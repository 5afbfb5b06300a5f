import { PageLoader } from '@/components/ui/page-loader';
import { VisitorShell } from './visitor-shell';

/**
 * What shows while the app starts, before anybody is known to be signed in or not: the header with the name and a
 * loading status. The build writes it into index.html (web/src/app/prerender.tsx), so a phone paints it before the
 * scripts arrive, and the app shows the same until its first screen is ready.
 */
export function StartupShell() {
  return (
    <VisitorShell signInActions={false}>
      <PageLoader />
    </VisitorShell>
  );
}
