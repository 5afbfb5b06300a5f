import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readInSpanish } from '@/test/locale';
import { MarketDateInput } from './market-date-input';

const renderInput = (value: string) =>
  render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <MarketDateInput label="Reminder date" timeZone="America/Los_Angeles" value={value} />
      </I18nProvider>
    </MantineProvider>,
  );

describe('MarketDateInput', () => {
  it('shows an empty form value as no date, not "Invalid Date"', () => {
    renderInput('');
    const field = screen.getByLabelText('Reminder date');
    expect(field).toHaveTextContent('Pick a date');
    expect(field).not.toHaveTextContent('Invalid Date');
  });

  it('shows a chosen date in words', () => {
    renderInput('2026-12-06');
    expect(screen.getByLabelText('Reminder date')).toHaveTextContent('Sun, Dec 6, 2026');
  });

  it('opens a calendar named by the field, with named month controls', async () => {
    renderInput('2026-12-06');
    await userEvent.click(screen.getByLabelText('Reminder date'));
    // jsdom cannot lay the popover out, so it stays display: none; its names are what is checked here.
    const calendar = await screen.findByRole('dialog', { name: 'Reminder date', hidden: true });
    expect(within(calendar).getByRole('button', { name: 'Previous month', hidden: true })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Next month', hidden: true })).toBeInTheDocument();
  });

  it('reads in Spanish: the date, the empty field and the calendar’s controls', async () => {
    await readInSpanish();
    renderInput('2026-12-06');
    expect(screen.getByLabelText('Reminder date')).toHaveTextContent('dom, 6 de dic de 2026');
    await userEvent.click(screen.getByLabelText('Reminder date'));
    const calendar = await screen.findByRole('dialog', { name: 'Reminder date', hidden: true });
    expect(within(calendar).getByRole('button', { name: 'Mes anterior', hidden: true })).toBeInTheDocument();
  });
});
