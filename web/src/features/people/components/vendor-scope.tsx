import { Alert, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { PermissionCode } from '@shared/permissions';
import { hasPermission } from '@shared/permissions';
import { IconAlert } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { PEOPLE_MSG } from '@/i18n/shared/people-messages';
import { useSession, type SessionUser } from '@/lib/session';

export interface VendorScope {
  vendorId: string;
  user: SessionUser;
  can: (code: PermissionCode) => boolean;
}

/**
 * The frame of a vendor's own screens: a vendor user works on its own vendor, an admin names one with ?vendorId=
 * (spec 3 §6). Without the screen's permission the spec's "Access Denied" shows instead.
 */
export function VendorScopedPage(props: {
  title: string;
  subtitle?: string;
  permission: PermissionCode;
  deniedText: string;
  children: (scope: VendorScope) => ReactNode;
}) {
  const { user } = useSession();
  const [params] = useSearchParams();
  const vendorId = user?.role === 'admin' ? params.get('vendorId') : (user?.vendorId ?? null);
  const can = (code: PermissionCode) => !!user && hasPermission(user.role, user.permissions, code);

  let body: ReactNode;
  if (!user || !can(props.permission)) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlert />} title={PEOPLE_MSG.accessDenied}>
        {props.deniedText}
      </Alert>
    );
  } else if (!vendorId) {
    body = (
      <Alert color="yellow" variant="light" icon={<IconAlert />}>
        {PEOPLE_MSG.noVendor}
      </Alert>
    );
  } else {
    body = props.children({ vendorId, user, can });
  }

  return (
    <PageContainer>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{props.title}</Title>
          {props.subtitle && <Text c="dimmed">{props.subtitle}</Text>}
        </Stack>
        {body}
      </Stack>
    </PageContainer>
  );
}
