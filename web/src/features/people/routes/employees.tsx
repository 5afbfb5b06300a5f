import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { signInChangeRefusal } from '@shared/sign-in-rules';
import type { VendorUser } from '@shared/schemas/vendor-users';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList } from '@/components/admin-list/responsive-list';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { formatPhone } from '@/components/vendor-profile/profile-format';
import { usePageTitle } from '@/hooks/use-page-title';
import { PEOPLE_MSG } from '@/i18n/shared/people-messages';
import { translateShared } from '@/i18n/shared-messages';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useSendPasswordReset, useUpdateVendorUser, useVendorUsers } from '../api/people';
import { PermissionEditor } from '../components/permission-editor';
import { UserFormDialog } from '../components/user-form-dialog';
import { VendorScopedPage, type VendorScope } from '../components/vendor-scope';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; user: VendorUser }
  | { kind: 'permissions'; user: VendorUser }
  | { kind: 'active'; user: VendorUser }
  | { kind: 'reset'; user: VendorUser };

function UsersBody({ vendorId, user: me, can }: VendorScope) {
  const { t } = useLingui();
  const users = useVendorUsers(vendorId);
  const update = useUpdateVendorUser(vendorId);
  const reset = useSendPasswordReset(vendorId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const canEdit = can('vendor.users.edit');
  // The server refuses these with 403; the same rule greys them out here so nobody is offered a change that fails.
  const signInRefusal = (u: VendorUser) => {
    const refusal = signInChangeRefusal(me, u);
    return refusal && translateShared(refusal);
  };

  const setActive = (user: VendorUser) =>
    update.mutate(
      { userId: user.id, body: { isActive: !user.isActive } },
      {
        onSuccess: () => notify.success(PEOPLE_MSG.updated, user.username),
        onError: (error) => notify.error(PEOPLE_MSG.updateFailed, errorMessage(error, PEOPLE_MSG.updateFailed)),
        onSettled: () => setDialog(null),
      },
    );
  const sendReset = (user: VendorUser) =>
    reset.mutate(user.id, {
      onSuccess: () => notify.success(PEOPLE_MSG.resetSentTitle, PEOPLE_MSG.resetSent),
      onError: (error) => notify.error(PEOPLE_MSG.resetFailed, errorMessage(error, PEOPLE_MSG.resetFailed)),
      onSettled: () => setDialog(null),
    });

  const activeText = ({ username, isActive }: VendorUser) =>
    isActive
      ? t`${username} will be signed out and can no longer sign in.`
      : t`${username} will be able to sign in again.`;
  const resetText = ({ email }: VendorUser) => t`A password reset link will be e-mailed to ${email}.`;

  let list;
  if (users.isPending) list = <ListLoading label={t`Loading users`} />;
  else if (users.isError)
    list = <ListError title={PEOPLE_MSG.loadUsersFailed} error={users.error} onRetry={() => void users.refetch()} />;
  else if (users.data.length === 0) list = <ListEmpty text={PEOPLE_MSG.noUsers} />;
  else
    list = (
      <ResponsiveList
        label={t`Users`}
        rows={users.data}
        rowKey={(u) => u.id}
        cardTitle={(u) => u.username}
        columns={[
          {
            key: 'name',
            header: t`Name`,
            hideInCard: true,
            render: (u) => (
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {u.username}
                </Text>
                {u.isPrimary && (
                  <Badge size="sm" variant="light">
                    <Trans>Primary</Trans>
                  </Badge>
                )}
              </Group>
            ),
          },
          { key: 'email', header: t`Email`, render: (u) => u.email },
          { key: 'phone', header: t`Phone`, render: (u) => (u.phone ? formatPhone(u.phone) : '—') },
          {
            key: 'status',
            header: t`Status`,
            render: (u) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                {u.isPrimary && (
                  <Badge size="sm" variant="light" hiddenFrom="sm">
                    <Trans>Primary</Trans>
                  </Badge>
                )}
                <Badge size="sm" color={u.isActive ? 'leaf' : 'gray'} variant="light">
                  {u.isActive ? t`Active` : t`Inactive`}
                </Badge>
              </Group>
            ),
          },
        ]}
        actions={(u) => {
          const refusal = signInRefusal(u);
          const showsActive = canEdit && !u.isPrimary && u.id !== me.id;
          const showsReset = can('vendor.users.reset-password') && u.isActive;
          return (
            <Stack gap={4} align="flex-end">
              <Group gap="xs" justify="flex-end" wrap="wrap">
                {canEdit && (
                  <Button size="compact-sm" variant="default" onClick={() => setDialog({ kind: 'edit', user: u })}>
                    <Trans>Edit</Trans>
                  </Button>
                )}
                <Button size="compact-sm" variant="default" onClick={() => setDialog({ kind: 'permissions', user: u })}>
                  <Trans>Permissions</Trans>
                </Button>
                {showsActive && (
                  <Button
                    size="compact-sm"
                    variant="default"
                    color={u.isActive ? 'red' : undefined}
                    disabled={!!refusal}
                    onClick={() => setDialog({ kind: 'active', user: u })}
                  >
                    {u.isActive ? t`Deactivate` : t`Activate`}
                  </Button>
                )}
                {showsReset && (
                  <Button
                    size="compact-sm"
                    variant="default"
                    disabled={!!refusal}
                    onClick={() => setDialog({ kind: 'reset', user: u })}
                  >
                    <Trans>Reset Password</Trans>
                  </Button>
                )}
              </Group>
              {refusal && (showsActive || showsReset) && (
                <Text size="xs" c="dimmed" ta="right" maw={360}>
                  {refusal}
                </Text>
              )}
            </Stack>
          );
        }}
      />
    );

  return (
    <>
      {can('vendor.users.add') && (
        <Group justify="flex-end">
          <Button onClick={() => setDialog({ kind: 'add' })}>
            <Trans>Add User</Trans>
          </Button>
        </Group>
      )}
      {list}
      {dialog?.kind === 'add' && <UserFormDialog vendorId={vendorId} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && (
        <UserFormDialog
          vendorId={vendorId}
          user={dialog.user}
          signInRefusal={signInRefusal(dialog.user)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'permissions' && (
        <PermissionEditor
          vendorId={vendorId}
          user={users.data?.find((u) => u.id === dialog.user.id) ?? dialog.user}
          editor={me}
          canEdit={canEdit}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'active' && (
        <ConfirmAction
          opened
          title={dialog.user.isActive ? t`Deactivate User` : t`Activate User`}
          confirmLabel={dialog.user.isActive ? t`Deactivate` : t`Activate`}
          color={dialog.user.isActive ? 'red' : undefined}
          loading={update.isPending}
          onConfirm={() => setActive(dialog.user)}
          onCancel={() => setDialog(null)}
        >
          {activeText(dialog.user)}
        </ConfirmAction>
      )}
      {dialog?.kind === 'reset' && (
        <ConfirmAction
          opened
          title={t`Reset Password`}
          confirmLabel={t`Send Reset Email`}
          loading={reset.isPending}
          onConfirm={() => sendReset(dialog.user)}
          onCancel={() => setDialog(null)}
        >
          {resetText(dialog.user)}
        </ConfirmAction>
      )}
    </>
  );
}

/** /vendor/profile/users (spec 3 §2 Users / Employees). */
export function EmployeesRoute() {
  const { t } = useLingui();
  usePageTitle(t`Users / Employees`);
  return (
    <VendorScopedPage
      title={t`Users / Employees`}
      subtitle={t`The people who work with your business here, and what each may do.`}
      permission="vendor.users.view"
      deniedText={PEOPLE_MSG.noUsersPermission}
    >
      {(scope) => <UsersBody {...scope} />}
    </VendorScopedPage>
  );
}
