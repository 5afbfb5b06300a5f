import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { confirmLocalSetup, type SetupResult } from '../api/payment-methods';

/** "MM/YY" or "MM/YYYY" → month and four-digit year. */
function parseExpiry(typed: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * The card form of the local test checkout (no card provider is reachable): number, expiry and CVC, confirmed as
 * Stripe.js would confirm the SetupIntent. Test cards: 4242 4242 4242 4242 saves, 4000 0000 0000 0002 declines.
 */
export function LocalCardForm(props: {
  setup: { setupIntentId: string; clientSecret: string };
  onConfirmed: (result: SetupResult) => void;
  onCancel: () => void;
}) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<{ number?: string; expiry?: string; cvc?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy) return;
    const digits = number.replace(/\D/g, '');
    const exp = parseExpiry(expiry);
    const next = {
      number: digits.length >= 12 && digits.length <= 19 ? undefined : t`Enter the card number`,
      expiry: exp ? undefined : t`Enter the expiry as MM/YY`,
      cvc: /^\d{3,4}$/.test(cvc.trim()) ? undefined : t`Enter the 3 or 4 digit security code`,
    };
    setErrors(next);
    if (next.number || next.expiry || next.cvc || !exp) return;
    setBusy(true);
    try {
      props.onConfirmed(
        await confirmLocalSetup(props.setup, {
          number: digits,
          expMonth: exp.month,
          expYear: exp.year,
          cvc: cvc.trim(),
        }),
      );
    } catch {
      props.onConfirmed({ error: t`Your card could not be saved.` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>Test card checkout: 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 is declined.</Trans>
        </Text>
        <TextInput
          label={t`Card number`}
          inputMode="numeric"
          autoComplete="cc-number"
          value={number}
          onChange={(e) => setNumber(e.currentTarget.value)}
          error={errors.number}
          data-autofocus
        />
        <Group grow align="flex-start">
          <TextInput
            label={t`Expiry (MM/YY)`}
            autoComplete="cc-exp"
            value={expiry}
            onChange={(e) => setExpiry(e.currentTarget.value)}
            error={errors.expiry}
          />
          <TextInput
            label={t`CVC`}
            inputMode="numeric"
            autoComplete="cc-csc"
            value={cvc}
            onChange={(e) => setCvc(e.currentTarget.value)}
            error={errors.cvc}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={busy}>
            <Trans>Save Card</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
