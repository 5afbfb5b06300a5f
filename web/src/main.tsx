import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { makeQueryClient } from '@/lib/react-query';
import { prefetchSession } from '@/lib/session';
import { activateLocale, initialLocale } from '@/i18n/locale';
import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = makeQueryClient();
prefetchSession(queryClient);

// The built index.html runs this once the startup shell has been painted (web/public/startup-view.js). The first render
// is a transition: React then yields to the browser every few milliseconds instead of holding the main thread for the
// whole tree, so a phone stays responsive to taps while the first screen builds. The prerendered shell stays on screen
// until then.
// The first paint's messages in the visitor's language; each screen's own come with its code (app/router.tsx).
void activateLocale(initialLocale()).then(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  }),
);
