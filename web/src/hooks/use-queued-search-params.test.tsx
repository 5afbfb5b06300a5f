import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useQueuedSearchParams } from './use-queued-search-params';

function renderParams(url: string) {
  let hook: ReturnType<typeof useQueuedSearchParams> | undefined;
  function Probe() {
    hook = useQueuedSearchParams();
    return null;
  }
  const router = createMemoryRouter([{ path: '/date/:id/spaces', element: <Probe /> }], { initialEntries: [url] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <>
      <RouterProvider router={router} />
      {children}
    </>
  );
  renderHook(() => null, { wrapper });
  return { router, update: () => hook![1], query: () => new URLSearchParams(router.state.location.search) };
}

describe('useQueuedSearchParams', () => {
  it('keeps every change made before the address bar catches up (two quick filter clicks)', () => {
    const view = renderParams('/date/d1/spaces?type=all');
    act(() => {
      // Both land before a render: the second must start from the first, not from the last render's query.
      const update = view.update();
      update((next) => next.set('area', 'south'));
      update((next) => next.set('status', 'assigned'));
    });
    expect(view.query().get('area')).toBe('south');
    expect(view.query().get('status')).toBe('assigned');
    expect(view.query().get('type')).toBe('all');
  });

  it('starts again from the address bar after someone else navigates (a link, the back button)', async () => {
    const view = renderParams('/date/d1/spaces?area=north');
    act(() => view.update()((next) => next.set('status', 'available')));
    expect(view.query().toString()).toBe('area=north&status=available');
    await act(() => view.router.navigate('/date/d1/spaces?type=2'));
    act(() => view.update()((next) => next.set('area', 'south')));
    expect(view.query().toString()).toBe('type=2&area=south');
  });
});
