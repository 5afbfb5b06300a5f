import { Badge, Group, Radio, Stack, Text } from '@mantine/core';
import { PAY_MSG } from '@shared/payment-messages';
import type { PaymentServiceAnswer, PublicSavedCardAnswer } from '@shared/schemas/public-payments-answers';

/** A choice's value: `card:{id}` for a saved card, else a payment service code ('stripe' is a new card). */
export type MethodChoice = `card:${string}` | PaymentServiceAnswer['code'];

export const cardChoice = (id: string): MethodChoice => `card:${id}`;

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

/**
 * Spec 3 §2 payment methods: saved cards (brand, last four, "Default Card"), "Debit / Credit Card" ("Use a
 * Different Debit / Credit Card" once cards are saved), then Venmo, Zelle and manual payment.
 */
export function PaymentMethodsChoice(props: {
  cards: readonly PublicSavedCardAnswer[];
  cardOffered: boolean;
  others: readonly PaymentServiceAnswer[];
  value: MethodChoice | null;
  onChange: (choice: MethodChoice) => void;
  disabled: boolean;
}) {
  return (
    <Radio.Group label="Payment Method" value={props.value} onChange={(value) => props.onChange(value as MethodChoice)}>
      <Stack gap="sm" mt="xs">
        {props.cards.map((card) => (
          <Radio
            key={card.id}
            value={cardChoice(card.id)}
            disabled={props.disabled}
            label={
              <Group gap="xs" component="span">
                <Text component="span" size="sm">{`${brandName(card.cardBrand)} •••• ${card.last4}`}</Text>
                {card.isDefault && (
                  <Badge size="sm" variant="light" color="leaf" component="span">
                    {PAY_MSG.defaultCard}
                  </Badge>
                )}
              </Group>
            }
          />
        ))}
        {props.cardOffered && (
          <Radio
            value="stripe"
            disabled={props.disabled}
            label={props.cards.length > 0 ? PAY_MSG.differentCard : PAY_MSG.debitCreditCard}
          />
        )}
        {props.others.map((service) => (
          <Radio key={service.code} value={service.code} disabled={props.disabled} label={service.name} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
