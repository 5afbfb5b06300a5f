import { Button, MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MoneyInput, RateInput } from './money-input';

function PriceForm({
  cents,
  onSubmit,
}: {
  cents: number | null;
  onSubmit: (values: { price: number | null }) => void;
}) {
  const form = useForm({ mode: 'controlled', initialValues: { price: cents, rate: null as number | null } });
  return (
    <form onSubmit={form.onSubmit(onSubmit)}>
      <MoneyInput label="Price" {...form.getInputProps('price')} />
      <RateInput label="Rate" {...form.getInputProps('rate')} />
      <Button onClick={() => form.setFieldValue('price', 999)}>Set</Button>
      <Button type="submit">Save</Button>
    </form>
  );
}

const renderForm = (cents: number | null) => {
  const sent: { price: number | null }[] = [];
  render(
    <MantineProvider>
      <PriceForm cents={cents} onSubmit={(v) => sent.push(v)} />
    </MantineProvider>,
  );
  return sent;
};

describe('the money field', () => {
  it('shows cents as dollars and gives the form cents for what is typed in dollars', async () => {
    const sent = renderForm(4000);
    expect(screen.getByLabelText('Price')).toHaveValue('$40.00');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent.at(-1)).toMatchObject({ price: 1250 });
  });

  it('reads an emptied field as null ("not set"), and shows a value set by the form', async () => {
    const sent = renderForm(4000);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Price'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent.at(-1)).toMatchObject({ price: null, rate: null });
    await user.click(screen.getByRole('button', { name: 'Set' }));
    expect(screen.getByLabelText('Price')).toHaveValue('$9.99');
  });
});
