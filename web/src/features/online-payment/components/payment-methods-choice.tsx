import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PAY_MSG } from '@/i18n/shared/payment-messages';
import type { PaymentServiceAnswer, PublicSavedCardAnswer } from '@shared/schemas/public-payments-answers';

/** A choice's value: `card:{id}` for a saved card, else a payment service code ('stripe' is a new card). */
export type MethodChoice = `card:${string}` | PaymentServiceAnswer['code'];

const cardChoice = (id: string): MethodChoice => `card:${id}`;

/** The default card first, else the first card, else a new card, else the first other service. */
export function initialChoice(
  cards: readonly PublicSavedCardAnswer[],
  cardOffered: boolean,
  others: readonly PaymentServiceAnswer[],
): MethodChoice | null {
  const card = cards.find((c) => c.isDefault) ?? cards[0];
  if (card) return cardChoice(card.id);
  if (cardOffered) return 'stripe';
  return others[0]?.code ?? null;
}

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

interface Option {
  value: MethodChoice;
  label: ReactNode;
}

/**
 * Spec 3 §2 payment methods: saved cards (brand, last four, "Default Card"), "Debit / Credit Card" ("Use a
 * Different Debit / Credit Card" once cards are saved), then Venmo, Zelle and manual payment. Native radio buttons
 * in bordered rows: the whole row is the target on a phone, and Mantine's Radio would add its input code to the page.
 */
export function PaymentMethodsChoice(props: {
  cards: readonly PublicSavedCardAnswer[];
  cardOffered: boolean;
  others: readonly PaymentServiceAnswer[];
  value: MethodChoice | null;
  onChange: (choice: MethodChoice) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const options: Option[] = [
    ...props.cards.map((card) => ({
      value: cardChoice(card.id),
      label: (
        <Group gap="xs" component="span">
          <Text component="span" size="sm">{`${brandName(card.cardBrand)} •••• ${card.last4}`}</Text>
          {card.isDefault && (
            <Badge size="sm" variant="light" color="leaf" component="span">
              {PAY_MSG.defaultCard}
            </Badge>
          )}
        </Group>
      ),
    })),
    ...(props.cardOffered
      ? [{ value: 'stripe' as const, label: props.cards.length > 0 ? PAY_MSG.differentCard : PAY_MSG.debitCreditCard }]
      : []),
    // The manual method's name is ours (the others are brands): it reads in the reader's language.
    ...props.others.map((service) => ({
      value: service.code,
      label: service.code === 'manual' ? t`Manual Payment` : service.name,
    })),
  ];
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" size="sm" fw={600} mb="xs" p={0}>
        <Trans>Payment Method</Trans>
      </Text>
      <Stack gap="xs">
        {options.map((option) => {
          const checked = props.value === option.value;
          return (
            <Paper
              key={option.value}
              component="label"
              withBorder
              radius="md"
              p="sm"
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 12,
                cursor: props.disabled ? 'default' : 'pointer',
                borderColor: checked ? 'var(--mantine-color-leaf-7)' : undefined,
              }}
            >
              <input
                type="radio"
                name="payment-method"
                value={option.value}
                checked={checked}
                disabled={props.disabled}
                onChange={() => props.onChange(option.value)}
                style={{ width: 18, height: 18, margin: 0, accentColor: 'var(--mantine-color-leaf-7)' }}
              />
              {typeof option.label === 'string' ? (
                <Text component="span" size="sm">
                  {option.label}
                </Text>
              ) : (
                option.label
              )}
            </Paper>
          );
        })}
      </Stack>
    </fieldset>
  );
}
