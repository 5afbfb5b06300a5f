import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { VendorTokens } from '@shared/schemas/tenders';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList, type ListColumn } from '@/components/admin-list/responsive-list';
import { MoneyInput } from '@/components/form/money-input';
import { MarketDateNav } from '@/components/market-date/market-date-nav';
import { PageContainer } from '@/components/ui/page-container';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatMarketDay } from '@/i18n/shared/spaces-messages';
import { TENDER_MSG } from '@/i18n/shared/tender-messages';
import { errorMessage, isApiStatus } from '@/lib/errors';
import { formatDollars } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useDateTokens, useSaveTokens } from '../api/tender';

type Draft = Record<string, number | null>;

/** The figures to send: the parts typed, without empty or zero ones. */
const toByTender = (draft: Draft): Record<string, number> =>
  Object.fromEntries(Object.entries(draft).filter((e): e is [string, number] => e[1] !== null && e[1] > 0));

/**
 * /date/{id}/tokens: the SNAP tokens, market tokens and coupons each vendor turned in on the date, by reimbursable
 * tender, saved a row at a time. A row someone else saved meanwhile is refused, with a Reload.
 */
export function TokensRoute() {
  const { t } = useLingui();
  usePageTitle(t`Tokens Redeemed`);
  const { id = '' } = useParams();
  const tokens = useDateTokens(id);
  const save = useSaveTokens(id);
  const saveOnce = useGuardedMutate(save);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [errors, setErrors] = useState<Record<string, { message: string; stale: boolean }>>({});
  const [saving, setSaving] = useState<string | null>(null);
  const tenders = tokens.data?.tenders ?? [];

  const draftOf = (row: VendorTokens): Draft => drafts[row.vendorId] ?? row.byTender;
  const setDraft = (vendorId: string, draft: Draft | undefined) =>
    setDrafts(({ [vendorId]: _old, ...rest }) => (draft ? { ...rest, [vendorId]: draft } : rest));
  const setError = (vendorId: string, error: { message: string; stale: boolean } | undefined) =>
    setErrors(({ [vendorId]: _old, ...rest }) => (error ? { ...rest, [vendorId]: error } : rest));

  const saveRow = (row: VendorTokens) => {
    setSaving(row.vendorId);
    saveOnce(
      { vendorId: row.vendorId, byTender: toByTender(draftOf(row)), expectedUpdatedAt: row.updatedAt },
      {
        onSuccess: () => {
          setDraft(row.vendorId, undefined);
          setError(row.vendorId, undefined);
          notify.success(TENDER_MSG.tokensSaved, row.vendorName);
        },
        onError: (e) => setError(row.vendorId, { message: errorMessage(e), stale: isApiStatus(e, 409) }),
        onSettled: () => setSaving(null),
      },
    );
  };
  const reload = (vendorId: string) => {
    setDraft(vendorId, undefined);
    setError(vendorId, undefined);
    void tokens.refetch();
  };

  const columns: ListColumn<VendorTokens>[] = [
    {
      key: 'vendor',
      header: t`Vendor`,
      hideInCard: true,
      render: (row) => (
        <Anchor component={Link} to={`/vendor/${encodeURIComponent(row.vendorId)}`}>
          {row.vendorName}
        </Anchor>
      ),
    },
    ...tenders.map((tender): ListColumn<VendorTokens> => ({
      key: tender.code,
      header: tender.label,
      render: (row) => (
        <MoneyInput
          aria-label={`${tender.label}, ${row.vendorName}`}
          w={130}
          value={draftOf(row)[tender.code] ?? null}
          onChange={(cents) => setDraft(row.vendorId, { ...draftOf(row), [tender.code]: cents })}
        />
      ),
    })),
    {
      key: 'total',
      header: t`Total`,
      numeric: true,
      render: (row) => formatDollars(Object.values(toByTender(draftOf(row))).reduce((a, b) => a + b, 0)),
    },
  ];

  const date = tokens.data?.date;
  let body;
  if (tokens.isPending) body = <ListLoading label={t`Loading tokens`} />;
  else if (tokens.isError)
    body = (
      <ListError title={TENDER_MSG.loadFailed(t`tokens`)} error={tokens.error} onRetry={() => void tokens.refetch()} />
    );
  else if (tokens.data.vendors.length === 0) body = <ListEmpty text={TENDER_MSG.noVendors} />;
  else
    body = (
      <ResponsiveList
        label={t`Tokens redeemed`}
        rows={tokens.data.vendors}
        rowKey={(row) => row.vendorId}
        cardTitle={(row) => row.vendorName}
        columns={columns}
        actions={(row) => {
          const error = errors[row.vendorId];
          return (
            <Stack gap={4} align="flex-start">
              <Group gap="xs">
                <Button
                  size="xs"
                  onClick={() => saveRow(row)}
                  loading={saving === row.vendorId}
                  disabled={saving !== null && saving !== row.vendorId}
                  aria-label={t`Save tokens of ${row.vendorName}`}
                >
                  <Trans>Save</Trans>
                </Button>
                {error?.stale && (
                  <Button size="xs" variant="default" onClick={() => reload(row.vendorId)}>
                    <Trans>Reload</Trans>
                  </Button>
                )}
              </Group>
              {error && (
                <Text size="xs" c="red.8" role="alert">
                  {error.message}
                </Text>
              )}
            </Stack>
          );
        }}
      />
    );

  return (
    <PageContainer>
      <Stack gap="md">
        <MarketDateNav marketDateId={id} current="tokens" />
        <Title order={1}>{date ? t`Tokens Redeemed — ${formatMarketDay(date)}` : t`Tokens Redeemed`}</Title>
        <Text c="dimmed">
          <Trans>
            The SNAP/EBT tokens, market tokens and coupons each vendor turned in, by tender. The Token Reimbursement
            report adds them up for any range of dates.
          </Trans>
        </Text>
        {tenders.length === 0 && tokens.isSuccess ? (
          <Alert color="yellow" variant="light">
            <Trans>
              No tender is marked as reimbursed. Mark the tokens and coupons the market pays back under System Settings
              → Sales tenders.
            </Trans>
          </Alert>
        ) : (
          body
        )}
      </Stack>
    </PageContainer>
  );
}
