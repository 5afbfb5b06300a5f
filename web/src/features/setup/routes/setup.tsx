import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, List, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Market } from '@shared/schemas/markets';
import { ListError, ListLoading } from '@/components/admin-list/list-states';
import { PageContainer } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { FIRST_RUN_MSG } from '@/i18n/shared/first-run-messages';
import { markSetupShown, useAdminMarkets } from '@/lib/markets';
import { systemSettingsQueryOptions, useMarketTimeZone } from '@/lib/system-settings';
import { CatalogStep } from '../components/catalog-step';
import { DocumentsStep } from '../components/documents-step';
import { MarketStep } from '../components/market-step';
import { OrganisationStep } from '../components/organisation-step';
import { PaymentsStep } from '../components/payments-step';
import type { StepOutcome } from '../components/step-actions';

/** The steps in order, each with the admin screen where what it sets is kept (and finished later when skipped). */
const STEPS = [
  {
    key: 'organisation',
    label: () => FIRST_RUN_MSG.organisationStep,
    short: msg`Organisation`,
    screen: msg`System Settings`,
    to: paths.adminSystemSettings,
  },
  {
    key: 'market',
    label: () => FIRST_RUN_MSG.marketStep,
    short: msg`Market`,
    screen: msg`Markets`,
    to: paths.adminMarkets,
  },
  {
    key: 'catalog',
    label: () => FIRST_RUN_MSG.catalogStep,
    short: msg`Spaces`,
    screen: msg`Vendor Types`,
    to: paths.adminVendorTypes,
  },
  {
    key: 'documents',
    label: () => FIRST_RUN_MSG.documentsStep,
    short: msg`Documents`,
    screen: msg`Document Types`,
    to: paths.adminDocumentTypes,
  },
  {
    key: 'payments',
    label: () => FIRST_RUN_MSG.paymentsStep,
    short: msg`Payments`,
    screen: msg`System Settings`,
    to: paths.adminSystemSettings,
  },
] as const;
type StepKey = (typeof STEPS)[number]['key'];

/** The last step: what was saved and skipped, where to finish the rest, and the way to the application page. */
function ReadyStep({
  outcomes,
  market,
  onBack,
}: {
  outcomes: Partial<Record<StepKey, StepOutcome>>;
  market: Market | undefined;
  onBack: () => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="md">
      <Title order={3} fz="lg">
        {market ? FIRST_RUN_MSG.readyTitle : FIRST_RUN_MSG.readyNoMarket}
      </Title>
      {market && (
        <Text>
          {market.name}: {market.hours}
        </Text>
      )}
      <List spacing="xs" listStyleType="none" aria-label={t`What was set up`} p={0}>
        {STEPS.map((s) => {
          const saved = outcomes[s.key] === 'saved' || (s.key === 'market' && !!market);
          return (
            <List.Item key={s.key}>
              <Group gap="sm" wrap="wrap">
                <Badge color={saved ? 'leaf' : 'gray'} variant="light" miw={84}>
                  {saved ? FIRST_RUN_MSG.saved : FIRST_RUN_MSG.skipped}
                </Badge>
                <Text span fw={600}>
                  {s.label()}
                </Text>
                {!saved && (
                  <Anchor component={Link} to={s.to} size="sm">
                    {FIRST_RUN_MSG.finishLater(i18n._(s.screen))}
                  </Anchor>
                )}
              </Group>
            </List.Item>
          );
        })}
      </List>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Button variant="subtle" onClick={onBack}>
          {FIRST_RUN_MSG.back}
        </Button>
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to={paths.vendorApply} variant="default">
            {FIRST_RUN_MSG.openApplication}
          </Button>
          <Button component={Link} to={paths.adminDashboard}>
            {FIRST_RUN_MSG.goToDashboard}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/**
 * /admin/setup: the first-run setup a new deployment's admin is led to while no market exists. Each step saves
 * through the admin screens' own calls and can be skipped; the last says what is done and what is left.
 */
export function SetupRoute() {
  const { t, i18n } = useLingui();
  usePageTitle(FIRST_RUN_MSG.pageTitle);
  // The step names fit beside their numbers on a wide screen; below it only the numbers show, and the step's
  // heading names it.
  const wide = useMediaQuery('(min-width: 75em)');
  const markets = useAdminMarkets();
  const settings = useQuery({ ...systemSettingsQueryOptions(), meta: { globalErrorToast: false } });
  const timeZone = useMarketTimeZone();
  const [active, setActive] = useState(0);
  const [outcomes, setOutcomes] = useState<Partial<Record<StepKey, StepOutcome>>>({});
  useEffect(markSetupShown, []);

  const done = (key: StepKey) => (outcome: StepOutcome) => {
    setOutcomes((o) => ({ ...o, [key]: outcome }));
    setActive((a) => a + 1);
    window.scrollTo({ top: 0 });
  };
  const back = () => setActive((a) => Math.max(0, a - 1));
  const firstMarket = markets.data?.[0];
  const stepTitle = (step: number, count: number, label: string) => t`Step ${step} of ${count}: ${label}`;

  let body;
  if (markets.isPending || settings.isPending) body = <ListLoading label={t`Loading the setup`} />;
  else if (markets.isError || settings.isError)
    body = (
      <ListError
        title={FIRST_RUN_MSG.loadFailed}
        error={markets.error ?? settings.error}
        onRetry={() => void Promise.all([markets.refetch(), settings.refetch()])}
      />
    );
  else {
    const steps = [
      <OrganisationStep key="organisation" settings={settings.data} onDone={done('organisation')} />,
      <MarketStep key="market" market={firstMarket} defaultTimeZone={timeZone} onDone={done('market')} onBack={back} />,
      <CatalogStep key="catalog" onDone={done('catalog')} onBack={back} />,
      <DocumentsStep key="documents" onDone={done('documents')} onBack={back} />,
      <PaymentsStep key="payments" settings={settings.data} onDone={done('payments')} onBack={back} />,
      <ReadyStep key="ready" outcomes={outcomes} market={firstMarket} onBack={back} />,
    ];
    const labels = [...STEPS.map((s) => s.label()), FIRST_RUN_MSG.readyStep];
    const shortLabels = [...STEPS.map((s) => i18n._(s.short)), FIRST_RUN_MSG.readyStep];
    body = (
      <Stack gap="lg">
        <Stepper
          active={active}
          onStepClick={setActive}
          allowNextStepsSelect={false}
          size="sm"
          iconSize={wide ? undefined : 30}
          styles={{ separator: { marginInline: 6 } }}
          aria-label={t`Setup steps`}
        >
          {labels.map((label, i) => (
            <Stepper.Step
              key={label}
              label={wide ? shortLabels[i] : undefined}
              aria-label={label}
              completedIcon={i + 1}
            />
          ))}
        </Stepper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={2} id="setup-step-title" fz="xl">
              {stepTitle(active + 1, labels.length, labels[active] ?? '')}
            </Title>
            {steps[active]}
          </Stack>
        </Paper>
      </Stack>
    );
  }

  return (
    <PageContainer size="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{FIRST_RUN_MSG.pageTitle}</Title>
          <Text c="dimmed">{FIRST_RUN_MSG.intro}</Text>
        </Stack>
        {body}
      </Stack>
    </PageContainer>
  );
}
