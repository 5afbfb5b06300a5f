import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
/**
 * The card form in 'stripe' mode: Stripe Elements confirms the SetupIntent in the browser, so card numbers never
 * reach our servers. Loaded only when a card is being added on the payment-method screens.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import { paymentMethodOf, type SetupResult } from '../api/payment-methods';

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  let stripe = stripes.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    stripes.set(key, stripe);
  }
  return stripe;
};

export default function StripeCardForm(props: {
  publishableKey: string;
  clientSecret: string;
  onConfirmed: (result: SetupResult) => void;
  onCancel: () => void;
}) {
  return (
    <Elements stripe={stripeFor(props.publishableKey)}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm(props: { clientSecret: string; onConfirmed: (r: SetupResult) => void; onCancel: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || busy) return;
    setBusy(true);
    const { setupIntent, error } = await stripe.confirmCardSetup(props.clientSecret, { payment_method: { card } });
    setBusy(false);
    if (error) props.onConfirmed({ error: error.message ?? t`Your card could not be saved.` });
    else props.onConfirmed({ paymentMethodId: paymentMethodOf(setupIntent?.payment_method) });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          <Trans>Card details</Trans>
        </Text>
        <div style={{ padding: 12, border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}>
          <CardElement options={{ hidePostalCode: false }} />
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={busy} disabled={!stripe}>
            <Trans>Save Card</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
