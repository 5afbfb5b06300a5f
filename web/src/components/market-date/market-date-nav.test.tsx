import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { MARKET_DATE_SCREENS } from './market-date-links';
import { MarketDateNav } from './market-date-nav';

function renderNav(url: string) {
  const router = createMemoryRouter(
    [{ path: '/date/:id/spaces', element: <MarketDateNav marketDateId="d1" current="spaces" /> }],
    { initialEntries: [url] },
  );
  render(
    <AppProvider env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('the market-date navigation bar (spec 2 §2)', () => {
  it('links every screen of the date that exists, keeping type and area but not the status filter', () => {
    renderNav('/date/d1/spaces?type=2&area=north&status=assigned');
    const nav = screen.getByRole('navigation', { name: 'Market date' });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(MARKET_DATE_SCREENS.map((s) => i18n._(s.label)));
    expect(nav).toContainElement(links[0]!);
    expect(screen.getByRole('link', { name: 'Spaces' })).toHaveAttribute('href', '/date/d1/spaces?type=2&area=north');
  });

  it('marks the current screen for assistive technology', () => {
    renderNav('/date/d1/spaces');
    expect(screen.getByRole('link', { name: 'Spaces' })).toHaveAttribute('aria-current', 'page');
  });
});
