import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { makeQueryClient } from '@/lib/react-query';

/** The router's current address and its navigate, for a test to read and drive. */
interface RouterProbe {
  location?: Location;
  navigate?: NavigateFunction;
}

function Probe({ into }: { into: RouterProbe }) {
  into.location = useLocation();
  into.navigate = useNavigate();
  return null;
}

/** The whole app at one address, with a fresh query client that never retries. */
export function renderApp(url: string) {
  const queryClient = makeQueryClient({ retry: false });
  const probe: RouterProbe = {};
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[url]}>
        <Probe into={probe} />
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
  return {
    ...view,
    queryClient,
    location: () => probe.location!,
    navigate: (to: string) => probe.navigate!(to),
  };
}
