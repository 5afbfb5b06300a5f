import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Alert, Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { PAY_MSG } from '@/i18n/shared/payment-messages';
import type { SavedCardAnswer, SetupIntentAnswer } from '@shared/schemas/public-payments-answers';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { IconAlert } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { PageLoader } from '@/components/ui/page-loader';
import { notify } from '@/lib/notify';
import {
  startCardSetup,
  useDeleteCard,
  useSaveCard,
  useSavedCards,
  useSetDefaultCard,
  type CardOwner,
  type SetupResult,
} from '../api/payment-methods';
import { LocalCardForm } from './local-card-form';
import { lazyInLanguage } from '@/i18n/lazy';

// Stripe.js and its React bindings load only when a card is added in 'stripe' mode.
const StripeCardForm = lazyInLanguage(() => import('./stripe-card-form'));

export const noCards = () => t`No saved cards yet.`;

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);
const expiry = (card: SavedCardAnswer) => {
  const month = String(card.expirationMonth).padStart(2, '0');
  const year = String(card.expirationYear).slice(-2);
  return t`Expires ${month}/${year}`;
};

const deleteQuestion = (card: SavedCardAnswer) => {
  const brand = brandName(card.cardBrand);
  const { last4 } = card;
  return t`Delete ${brand} ending ${last4}? This cannot be undone.`;
};

/** The saved cards of a vendor or a user (spec 3 §2 payment-method screens): list, add, set default, delete. */
export function PaymentMethodsPage(props: {
  title: string;
  intro: string;
  owner: CardOwner | null;
  /** Shown instead of the list when there is no owner (e.g. signed out). */
  ownerMissing?: ReactNode;
}) {
  const { owner } = props;
  return (
    <PageContainer size="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{props.title}</Title>
          <Text c="dimmed">{props.intro}</Text>
        </Stack>
        {owner ? <CardsOf owner={owner} /> : props.ownerMissing}
      </Stack>
    </PageContainer>
  );
}

function CardsOf({ owner }: { owner: CardOwner }) {
  const cards = useSavedCards(owner);
  const save = useSaveCard(owner);
  const remove = useDeleteCard(owner);
  const setDefault = useSetDefaultCard(owner);
  const [setup, setSetup] = useState<SetupIntentAnswer | null>(null);
  const [setupBusy, setSetupBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<SavedCardAnswer | null>(null);
  const busy = useRef(false);

  const addCard = async () => {
    if (busy.current) return;
    busy.current = true;
    setSetupBusy(true);
    try {
      setFormError(null);
      setSetup(await startCardSetup(owner));
    } catch {
      notify.error(t`Error`, PAY_MSG.setupFailed);
    } finally {
      busy.current = false;
      setSetupBusy(false);
    }
  };

  const confirmed = (result: SetupResult) => {
    if ('error' in result) {
      setFormError(result.error);
      return;
    }
    if (!result.paymentMethodId) {
      setSetup(null);
      notify.error(t`Error`, PAY_MSG.noPaymentMethodReturned);
      return;
    }
    save.mutate(result.paymentMethodId, {
      onSuccess: () => {
        setSetup(null);
        notify.success(t`Card Saved`, PAY_MSG.methodSaved);
      },
      onError: () => {
        setSetup(null);
        notify.error(t`Error`, PAY_MSG.saveMethodFailed);
      },
    });
  };

  const list = cards.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button onClick={() => void addCard()} loading={setupBusy}>
          <Trans>Add Card</Trans>
        </Button>
      </Group>
      {cards.isPending && <ListLoading label={t`Loading payment methods`} />}
      {cards.isError && (
        <ListError title={PAY_MSG.fetchMethodsFailed} error={cards.error} onRetry={() => void cards.refetch()} />
      )}
      {cards.isSuccess && list.length === 0 && <ListEmpty text={noCards()} />}
      {list.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {list.map((card) => {
            const brand = brandName(card.cardBrand);
            const { last4 } = card;
            return (
              <Card key={card.id} withBorder radius="md" padding="md" data-testid="saved-card">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={700}>{`${brandName(card.cardBrand)} •••• ${card.last4}`}</Text>
                    {card.isDefault && (
                      <Badge variant="light" color="leaf">
                        {PAY_MSG.defaultCard}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {expiry(card)}
                  </Text>
                  <Group gap="xs">
                    {!card.isDefault && (
                      <Button
                        size="xs"
                        variant="default"
                        loading={setDefault.isPending && setDefault.variables === card.stripePaymentMethodId}
                        onClick={() =>
                          setDefault.mutate(card.stripePaymentMethodId, {
                            onSuccess: () =>
                              notify.success(t`Default Card`, t`${brand} •••• ${last4} is now the default card.`),
                            onError: () => notify.error(t`Error`, PAY_MSG.setDefaultFailed),
                          })
                        }
                        aria-label={t`Set ${brand} ending ${last4} as default`}
                      >
                        <Trans>Set as Default</Trans>
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="outline"
                      color="red"
                      onClick={() => setToDelete(card)}
                      aria-label={t`Delete ${brand} ending ${last4}`}
                    >
                      <Trans>Delete</Trans>
                    </Button>
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}

      <Modal opened={!!setup} onClose={() => setSetup(null)} title={t`Add a Card`} centered>
        {setup && (
          <Stack gap="sm">
            {formError && (
              <Alert color="red" variant="light" icon={<IconAlert />} role="alert">
                {formError}
              </Alert>
            )}
            {setup.cardMode === 'stripe' && setup.publishableKey ? (
              <Suspense fallback={<PageLoader label={t`Loading card form`} />}>
                <StripeCardForm
                  publishableKey={setup.publishableKey}
                  clientSecret={setup.clientSecret}
                  onConfirmed={confirmed}
                  onCancel={() => setSetup(null)}
                />
              </Suspense>
            ) : (
              <LocalCardForm setup={setup} onConfirmed={confirmed} onCancel={() => setSetup(null)} />
            )}
          </Stack>
        )}
      </Modal>

      <ConfirmAction
        opened={!!toDelete}
        title={t`Delete Card?`}
        confirmLabel={t`Delete`}
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete || remove.isPending) return;
          remove.mutate(toDelete.stripePaymentMethodId, {
            onSuccess: () => {
              setToDelete(null);
              notify.success(t`Card Deleted`, t`The card was removed.`);
            },
            onError: () => {
              setToDelete(null);
              notify.error(t`Error`, PAY_MSG.deleteMethodFailed);
            },
          });
        }}
      >
        {toDelete ? deleteQuestion(toDelete) : ''}
      </ConfirmAction>
    </Stack>
  );
}
