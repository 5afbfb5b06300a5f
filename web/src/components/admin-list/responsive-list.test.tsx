import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResponsiveList } from './responsive-list';
import { fakeMatchMedia } from '@/test/match-media';

const rows = [
  { id: '1', name: 'North Row', order: 1 },
  { id: '2', name: 'South Row', order: 2 },
];

function renderAt(narrow: boolean) {
  vi.stubGlobal(
    'matchMedia',
    fakeMatchMedia(() => narrow),
  );
  return render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <ResponsiveList
          label="Areas"
          rows={rows}
          rowKey={(r) => r.id}
          cardTitle={(r) => r.name}
          columns={[
            { key: 'name', header: 'Name', render: (r) => r.name },
            { key: 'order', header: 'Sort order', render: (r) => r.order },
          ]}
          actions={(r) => <button type="button">Edit {r.name}</button>}
        />
      </I18nProvider>
    </MantineProvider>,
  );
}

describe('lists on wide and narrow screens', () => {
  it('is a table with a header row on a wide screen', () => {
    renderAt(false);
    const table = screen.getByRole('table', { name: 'Areas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Sort order', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('is one card per row under 768 px, each with its fields and actions', () => {
    renderAt(true);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Areas' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText('Sort order')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Edit South Row' })).toBeInTheDocument();
  });
});
