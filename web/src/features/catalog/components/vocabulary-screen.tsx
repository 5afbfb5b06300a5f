import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList, type ListColumn } from '@/components/admin-list/responsive-list';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { PageContainer } from '@/components/ui/page-container';
import { SETUP_MSG } from '@/i18n/shared/market-setup-messages';

interface ListQuery<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The list-and-edit screen every vocabulary entity shares: title, search, "show inactive", a create button, the
 * loading / error / empty states, and the rows as a table (cards under 768 px) with their actions.
 */
export function VocabularyScreen<T extends { id: string; isActive: boolean }>(props: {
  title: string;
  intro: string;
  /** Plural noun for messages: "areas" → "Failed to load areas. Please try again." */
  what: string;
  emptyText: string;
  query: ListQuery<T>;
  searchText: (row: T) => string;
  columns: readonly ListColumn<T>[];
  cardTitle: (row: T) => ReactNode;
  actions: (row: T) => ReactNode;
  createLabel: string;
  onCreate: () => void;
  /** More filters beside the search (the areas' market), and which rows they keep. */
  filters?: ReactNode;
  keep?: (row: T) => boolean;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const { what } = props;
  const [showInactive, setShowInactive] = useState(true);
  const { query } = props;
  const term = search.trim().toLowerCase();
  const rows = (query.data ?? []).filter(
    (row) =>
      (showInactive || row.isActive) &&
      (!term || props.searchText(row).toLowerCase().includes(term)) &&
      (!props.keep || props.keep(row)),
  );

  let body: ReactNode;
  if (query.isPending) body = <ListLoading label={t`Loading ${what}`} />;
  else if (query.isError)
    body = (
      <ListError title={SETUP_MSG.loadFailed(props.what)} error={query.error} onRetry={() => void query.refetch()} />
    );
  else if (rows.length === 0) body = <ListEmpty text={props.emptyText} />;
  else
    body = (
      <ResponsiveList
        label={props.title}
        rows={rows}
        rowKey={(r) => r.id}
        columns={props.columns}
        cardTitle={props.cardTitle}
        actions={props.actions}
      />
    );

  return (
    <PageContainer size="xl">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={1}>{props.title}</Title>
            <Text c="dimmed">{props.intro}</Text>
          </Stack>
          <Button onClick={props.onCreate}>{props.createLabel}</Button>
        </Group>
        <Group gap="md" align="flex-end">
          {props.filters}
          <TextInput
            placeholder={t`Search`}
            aria-label={t`Search ${what}`}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
          <Switch
            label={t`Show inactive`}
            checked={showInactive}
            onChange={(e) => setShowInactive(e.currentTarget.checked)}
          />
        </Group>
        {body}
      </Stack>
      {props.children}
    </PageContainer>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge miw="max-content" color="leaf" variant="light">
      <Trans>Active</Trans>
    </Badge>
  ) : (
    <Badge miw="max-content" color="gray" variant="light">
      <Trans>Inactive</Trans>
    </Badge>
  );
}

/** Edit and Deactivate/Reactivate buttons of one row. Deactivating asks first; reactivating does not. */
export function RowActions(props: {
  name: string;
  active: boolean;
  onEdit: () => void;
  onToggleActive: () => void;
  busy?: boolean;
  extra?: ReactNode;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const { name } = props;
  return (
    <>
      <Button size="compact-sm" variant="light" onClick={props.onEdit} aria-label={t`Edit ${name}`}>
        <Trans>Edit</Trans>
      </Button>
      {props.extra}
      <Button
        size="compact-sm"
        variant="subtle"
        color={props.active ? 'red' : 'leaf'}
        onClick={() => (props.active ? setConfirming(true) : props.onToggleActive())}
        loading={props.busy}
        aria-label={props.active ? t`Deactivate ${name}` : t`Reactivate ${name}`}
      >
        {props.active ? t`Deactivate` : t`Reactivate`}
      </Button>
      <ConfirmAction
        opened={confirming}
        title={SETUP_MSG.deactivateTitle(props.name)}
        confirmLabel={t`Deactivate`}
        onConfirm={() => {
          setConfirming(false);
          props.onToggleActive();
        }}
        onCancel={() => setConfirming(false)}
      >
        {SETUP_MSG.deactivateText}
      </ConfirmAction>
    </>
  );
}
