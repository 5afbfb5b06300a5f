import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';
import { makeQueryClient } from '@/lib/react-query';

/** The whole app at one address, with a fresh query client that never retries. */
export function renderApp(url: string) {
  const queryClient = makeQueryClient({ retry: false });
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [url] });
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient, location: () => router.state.location };
}
