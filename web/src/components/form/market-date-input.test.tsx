import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MarketDateInput } from './market-date-input';

const renderInput = (value: string) =>
  render(
    <MantineProvider>
      <MarketDateInput label="Reminder date" timeZone="America/Los_Angeles" value={value} />
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
});
