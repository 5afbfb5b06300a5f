import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Divider, Modal, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { hasPermission, type PermissionCode } from '@shared/permissions';
import { permissionCategory, type PermissionInfo, type VendorUser } from '@shared/schemas/vendor-users';
import { IconAlert } from '@/components/ui/icons';
import { PEOPLE_MSG } from '@/i18n/shared/people-messages';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import type { SessionUser } from '@/lib/session';
import { useUpdateVendorUser, useUserPermissions } from '../api/people';
import { CATEGORY_LABELS, PERMISSION_LABELS } from './permission-labels';

/** "vendor.spaceRequests" → "Space Requests": the category's last segment, spaced and capitalised. */
export const categoryLabel = (category: string) => {
  const last = category.split('.').pop() ?? category;
  return last
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/-/g, ' ')
    .replace(/\b\w/g, (c) => c.toUpperCase());
};

export function groupPermissions(all: readonly PermissionInfo[]): [string, PermissionInfo[]][] {
  const groups = new Map<string, PermissionInfo[]>();
  for (const p of all) groups.set(permissionCategory(p.code), [...(groups.get(permissionCategory(p.code)) ?? []), p]);
  return [...groups];
}

/**
 * The per-user permission editor (spec 3 §2): every permission, grouped by category, each with a toggle that saves
 * at once. A toggle is off-limits for a permission the editor does not hold itself, and the primary user's cannot be
 * taken away; the server holds both rules too.
 */
export function PermissionEditor({
  vendorId,
  user,
  editor,
  canEdit,
  onClose,
}: {
  vendorId: string;
  user: VendorUser;
  editor: SessionUser;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const username = user.username;
  const permissions = useUserPermissions(user.id);
  const update = useUpdateVendorUser(vendorId);

  const toggle = (code: string, on: boolean) => {
    const current = permissions.data?.userPermissions ?? [];
    const next = on ? [...new Set([...current, code])] : current.filter((c) => c !== code);
    update.mutate(
      { userId: user.id, body: { permissions: next as never } },
      {
        onSuccess: () => notify.success(PEOPLE_MSG.updated, user.username),
        onError: (error) => notify.error(PEOPLE_MSG.updateFailed, errorMessage(error, PEOPLE_MSG.updateFailed)),
      },
    );
  };

  const heading = (category: string) => {
    const label = CATEGORY_LABELS[category];
    return label ? i18n._(label) : categoryLabel(category);
  };

  let body;
  if (permissions.isPending) {
    body = (
      <Stack gap="xs" role="status" aria-label={t`Loading permissions`}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Stack>
    );
  } else if (permissions.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlert />} title={PEOPLE_MSG.permissionsFailed}>
        {PEOPLE_MSG.permissionsError(errorMessage(permissions.error))}
      </Alert>
    );
  } else if (permissions.data.allPermissions.length === 0) {
    body = <Text c="dimmed">{PEOPLE_MSG.noPermissions}</Text>;
  } else {
    const held = new Set(permissions.data.userPermissions);
    body = (
      <Stack gap="md">
        {user.isPrimary && (
          <Badge variant="light" color="gray">
            <Trans>Primary user: permissions cannot be removed</Trans>
          </Badge>
        )}
        {groupPermissions(permissions.data.allPermissions).map(([category, list]) => (
          <Stack key={category} gap="xs" role="group" aria-label={heading(category)}>
            <Title order={3} size="h5">
              {heading(category)}
            </Title>
            {list.map((p) => {
              const words = (PERMISSION_LABELS as Partial<Record<string, (typeof PERMISSION_LABELS)[PermissionCode]>>)[
                p.code
              ];
              const on = held.has(p.code);
              const mayGrant = hasPermission(editor.role, editor.permissions, p.code);
              const locked = !canEdit || (on ? user.isPrimary : !mayGrant);
              return (
                <Switch
                  key={p.code}
                  label={words ? i18n._(words.name) : p.name}
                  description={words ? i18n._(words.description) : p.description}
                  checked={on}
                  disabled={locked || update.isPending}
                  onChange={(e) => toggle(p.code, e.currentTarget.checked)}
                />
              );
            })}
            <Divider />
          </Stack>
        ))}
      </Stack>
    );
  }

  return (
    <Modal opened onClose={onClose} title={t`Permissions: ${username}`} centered size="lg">
      {body}
    </Modal>
  );
}
