import { Alert, Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { PAY_MSG } from '@shared/payment-messages';
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

// Stripe.js and its React bindings load only when a card is added in 'stripe' mode.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

export const NO_CARDS = 'No saved cards yet.';

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);
const expiry = (card: SavedCardAnswer) =>
  `Expires ${String(card.expirationMonth).padStart(2, '0')}/${String(card.expirationYear).slice(-2)}`;

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
      notify.error('Error', PAY_MSG.setupFailed);
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
      notify.error('Error', PAY_MSG.noPaymentMethodReturned);
      return;
    }
    save.mutate(result.paymentMethodId, {
      onSuccess: () => {
        setSetup(null);
        notify.success('Card Saved', PAY_MSG.methodSaved);
      },
      onError: () => {
        setSetup(null);
        notify.error('Error', PAY_MSG.saveMethodFailed);
      },
    });
  };

  const list = cards.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button onClick={() => void addCard()} loading={setupBusy}>
          Add Card
        </Button>
      </Group>
      {cards.isPending && <ListLoading label="Loading payment methods" />}
      {cards.isError && (
        <ListError title={PAY_MSG.fetchMethodsFailed} error={cards.error} onRetry={() => void cards.refetch()} />
      )}
      {cards.isSuccess && list.length === 0 && <ListEmpty text={NO_CARDS} />}
      {list.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {list.map((card) => (
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
                            notify.success(
                              'Default Card',
                              `${brandName(card.cardBrand)} •••• ${card.last4} is now the default card.`,
                            ),
                          onError: () => notify.error('Error', PAY_MSG.setDefaultFailed),
                        })
                      }
                      aria-label={`Set ${brandName(card.cardBrand)} ending ${card.last4} as default`}
                    >
                      Set as Default
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="outline"
                    color="red"
                    onClick={() => setToDelete(card)}
                    aria-label={`Delete ${brandName(card.cardBrand)} ending ${card.last4}`}
                  >
                    Delete
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}

      <Modal opened={!!setup} onClose={() => setSetup(null)} title="Add a Card" centered>
        {setup && (
          <Stack gap="sm">
            {formError && (
              <Alert color="red" variant="light" icon={<IconAlert />} role="alert">
                {formError}
              </Alert>
            )}
            {setup.cardMode === 'stripe' && setup.publishableKey ? (
              <Suspense fallback={<PageLoader label="Loading card form" />}>
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
        title="Delete Card?"
        confirmLabel="Delete"
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete || remove.isPending) return;
          remove.mutate(toDelete.stripePaymentMethodId, {
            onSuccess: () => {
              setToDelete(null);
              notify.success('Card Deleted', 'The card was removed.');
            },
            onError: () => {
              setToDelete(null);
              notify.error('Error', PAY_MSG.deleteMethodFailed);
            },
          });
        }}
      >
        {toDelete ? `Delete ${brandName(toDelete.cardBrand)} ending ${toDelete.last4}? This cannot be undone.` : ''}
      </ConfirmAction>
    </Stack>
  );
}
