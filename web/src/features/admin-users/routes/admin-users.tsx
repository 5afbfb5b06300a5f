import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { AdminUser } from '@shared/schemas/admin-users';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList } from '@/components/admin-list/responsive-list';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { ADMIN_USERS_MSG } from '@/i18n/shared/admin-users-messages';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { formatDate } from '@/lib/format-date';
import { useMarketTimeZone } from '@/lib/system-settings';
import { useAdminUsers, useResetAdminPassword, useUpdateAdminUser } from '../api/admin-users';
import { AdminUserForm } from '../components/admin-user-form';

function StatusBadge({ active }: { active: boolean }) {
  const { t } = useLingui();
  return (
    <Badge miw="max-content" color={active ? 'leaf' : 'gray'} variant="light">
      {active ? t({ message: 'Active', context: 'person' }) : t({ message: 'Inactive', context: 'person' })}
    </Badge>
  );
}

/**
 * /admin/users (spec 1 §2.1, "Admin pages named only by route"): the market's admins with search, create, edit,
 * deactivate / reactivate and a password reset. Nobody can deactivate themselves.
 */
export function AdminUsersRoute() {
  const { t } = useLingui();
  const timeZone = useMarketTimeZone();
  const when = (iso: string | null) => (iso ? formatDate(iso, timeZone) : t`Never`);
  usePageTitle(ADMIN_USERS_MSG.title);
  const me = useSession().user;
  const users = useAdminUsers();
  const update = useUpdateAdminUser();
  const reset = useResetAdminPassword();
  const [search, setSearch] = useState('');
  const [showInactive, setShowInactive] = useState(true);
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<AdminUser | null>(null);

  const setActive = (user: AdminUser, isActive: boolean) =>
    update.mutate(
      { id: user.id, body: { isActive } },
      {
        onSuccess: () => {
          setDeactivating(null);
          notify.success(
            isActive ? ADMIN_USERS_MSG.reactivated : ADMIN_USERS_MSG.deactivated,
            isActive ? ADMIN_USERS_MSG.reactivatedText(user.username) : ADMIN_USERS_MSG.deactivatedText(user.username),
          );
        },
        onError: (error) => {
          setDeactivating(null);
          notify.error(ADMIN_USERS_MSG.updateFailed, errorMessage(error));
        },
      },
    );

  const sendReset = (user: AdminUser) =>
    reset.mutate(user.id, {
      onSuccess: () => notify.success(ADMIN_USERS_MSG.resetSent, ADMIN_USERS_MSG.resetSentText),
      onError: (error) => notify.error(ADMIN_USERS_MSG.resetFailed, errorMessage(error)),
    });

  const term = search.trim().toLowerCase();
  const all = users.data ?? [];
  const rows = all.filter(
    (u) =>
      (showInactive || u.isActive) &&
      (!term || `${u.username}\n${u.email}\n${u.phone ?? ''}`.toLowerCase().includes(term)),
  );

  let body: ReactNode;
  if (users.isPending) body = <ListLoading label={t`Loading admin users`} />;
  else if (users.isError)
    body = <ListError title={ADMIN_USERS_MSG.loadFailed} error={users.error} onRetry={() => void users.refetch()} />;
  else if (rows.length === 0)
    body = <ListEmpty text={all.length === 0 ? ADMIN_USERS_MSG.empty : ADMIN_USERS_MSG.noMatch} />;
  else
    body = (
      <ResponsiveList
        label={ADMIN_USERS_MSG.title}
        rows={rows}
        rowKey={(u) => u.id}
        cardTitle={(u) => u.username}
        columns={[
          { key: 'name', header: t`Name`, render: (u) => u.username, hideInCard: true },
          { key: 'email', header: t`Email`, render: (u) => u.email },
          { key: 'phone', header: t`Phone`, render: (u) => u.phone ?? '—' },
          {
            key: 'role',
            header: t`Role`,
            render: (u) => (u.role === 'staff' ? t`Market staff` : t({ message: 'Admin', context: 'role' })),
          },
          { key: 'lastLogin', header: t`Last sign-in`, render: (u) => when(u.lastLogin) },
          { key: 'status', header: t`Status`, render: (u) => <StatusBadge active={u.isActive} /> },
        ]}
        actions={(u) => {
          const self = u.id === me?.id;
          const name = u.username;
          return (
            <>
              <Button size="compact-sm" variant="light" onClick={() => setEditing(u)} aria-label={t`Edit ${name}`}>
                <Trans>Edit</Trans>
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => sendReset(u)}
                loading={reset.isPending && reset.variables === u.id}
                disabled={!u.isActive}
                aria-label={t`Send a password reset to ${name}`}
              >
                <Trans>Reset Password</Trans>
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color={u.isActive ? 'red' : 'leaf'}
                disabled={self && u.isActive}
                title={self && u.isActive ? ADMIN_USERS_MSG.cannotDeactivateSelf : undefined}
                loading={update.isPending && update.variables?.id === u.id}
                onClick={() => (u.isActive ? setDeactivating(u) : setActive(u, true))}
                aria-label={u.isActive ? t`Deactivate ${name}` : t`Reactivate ${name}`}
              >
                {u.isActive ? t`Deactivate` : t`Reactivate`}
              </Button>
            </>
          );
        }}
      />
    );

  const deactivatingName = deactivating?.username ?? '';
  return (
    <PageContainer size="xl">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={1}>{ADMIN_USERS_MSG.title}</Title>
            <Text c="dimmed">{ADMIN_USERS_MSG.intro}</Text>
          </Stack>
          <Button onClick={() => setEditing('new')}>{ADMIN_USERS_MSG.create}</Button>
        </Group>
        <Group gap="md" align="center">
          <TextInput
            placeholder={t`Search`}
            aria-label={t`Search admin users`}
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
      {editing && <AdminUserForm user={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      <ConfirmAction
        opened={deactivating !== null}
        title={t`Deactivate ${deactivatingName}?`}
        confirmLabel={t`Deactivate`}
        loading={update.isPending}
        onConfirm={() => deactivating && setActive(deactivating, false)}
        onCancel={() => setDeactivating(null)}
      >
        <Trans>They will be signed out everywhere and cannot sign in until reactivated.</Trans>
      </ConfirmAction>
    </PageContainer>
  );
}
