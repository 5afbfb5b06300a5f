import { t } from '@lingui/core/macro';
/**
 * Saved cards of a vendor (shared by its users) or of one user (GET|POST /api/public-payments/{vendors|users}/{id}/
 * payment-methods, POST …/setup, DELETE …/{stripePaymentMethodId}, PATCH …/{stripePaymentMethodId}/set-default).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { anyAnswer, savedCardsAnswer, setupIntentAnswer } from '@shared/schemas/public-payments-answers';
import { apiPath } from '@shared/api-path';
import { api } from '@/lib/api-client';

export interface CardOwner {
  kind: 'vendors' | 'users';
  id: string;
}

const paymentMethodKeys = {
  all: ['payment-methods'] as const,
  owner: (owner: CardOwner) => [...paymentMethodKeys.all, owner.kind, owner.id] as const,
};

const savedCardsQueryOptions = (owner: CardOwner) =>
  queryOptions({
    queryKey: paymentMethodKeys.owner(owner),
    queryFn: ({ signal }) =>
      api.get(apiPath(`/api/public-payments/${owner.kind}/{id}/payment-methods`, { id: owner.id }), savedCardsAnswer, {
        signal,
      }),
    // The screen says "Failed to fetch payment methods" itself.
    meta: { globalErrorToast: false },
  });
export const useSavedCards = (owner: CardOwner | null) =>
  useQuery({
    ...savedCardsQueryOptions(owner ?? { kind: 'users', id: '' }),
    enabled: !!owner,
  });

export const startCardSetup = (owner: CardOwner) =>
  api.post(
    apiPath(`/api/public-payments/${owner.kind}/{id}/payment-methods/setup`, { id: owner.id }),
    setupIntentAnswer,
    {},
  );

function useOwnerMutation<T>(owner: CardOwner, call: (value: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { globalErrorToast: false },
    onSettled: () => client.invalidateQueries({ queryKey: paymentMethodKeys.owner(owner) }),
  });
}

export const useSaveCard = (owner: CardOwner) =>
  useOwnerMutation(owner, (paymentMethodId: string) =>
    api.post(apiPath(`/api/public-payments/${owner.kind}/{id}/payment-methods`, { id: owner.id }), anyAnswer, {
      paymentMethodId,
    }),
  );

export const useDeleteCard = (owner: CardOwner) =>
  useOwnerMutation(owner, (stripePaymentMethodId: string) =>
    api.delete(
      apiPath(`/api/public-payments/${owner.kind}/{id}/payment-methods/{stripePaymentMethodId}`, {
        id: owner.id,
        stripePaymentMethodId,
      }),
    ),
  );

export const useSetDefaultCard = (owner: CardOwner) =>
  useOwnerMutation(owner, (stripePaymentMethodId: string) =>
    api.patch(
      apiPath(`/api/public-payments/${owner.kind}/{id}/payment-methods/{stripePaymentMethodId}/set-default`, {
        id: owner.id,
        stripePaymentMethodId,
      }),
      anyAnswer,
      {},
    ),
  );

/** What confirming a card setup gives: the new payment method's id, or the card provider's own message. */
export type SetupResult = { paymentMethodId: string | null } | { error: string };

const paymentMethodOf = (value: unknown): string | null => {
  if (typeof value === 'string' && value) return value;
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string') return value.id;
  return null;
};

/**
 * The local test checkout's card form confirms a SetupIntent as Stripe.js would, through the app's own origin
 * (`/_stripe/v1/setup_intents/{id}/confirm`, form-encoded); a declined card answers 402 with Stripe's error shape.
 */
export async function confirmLocalSetup(
  setup: { setupIntentId: string; clientSecret: string },
  card: { number: string; expMonth: number; expYear: number; cvc: string },
): Promise<SetupResult> {
  const body = new URLSearchParams({
    client_secret: setup.clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card.number,
    'payment_method_data[card][exp_month]': String(card.expMonth),
    'payment_method_data[card][exp_year]': String(card.expYear),
    'payment_method_data[card][cvc]': card.cvc,
  });
  const response = await fetch(`/_stripe/v1/setup_intents/${encodeURIComponent(setup.setupIntentId)}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  const json = (await response.json().catch(() => null)) as {
    payment_method?: unknown;
    error?: { message?: unknown };
  } | null;
  if (!response.ok) {
    const message = json?.error?.message;
    return { error: typeof message === 'string' && message ? message : t`Your card could not be saved.` };
  }
  return { paymentMethodId: paymentMethodOf(json?.payment_method) };
}

export { paymentMethodOf };
