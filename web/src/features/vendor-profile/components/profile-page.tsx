import { t } from '@lingui/core/macro';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { hasPermission } from '@shared/permissions';
import { PROFILE_MSG } from '@/i18n/shared/profile-messages';
import { IconAlert } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

export interface ProfileAccess {
  vendorId: string;
  canEdit: boolean;
  /** Carries an admin's chosen vendor from one profile page to the next. */
  search: string;
}

/** Built at render: the labels follow the reader's language. */
const sections = () =>
  [
    { label: t`Details`, to: paths.vendorProfile('edit') },
    { label: t`Images`, to: paths.vendorProfile('images') },
    { label: t`Products`, to: paths.vendorProfile('products') },
    { label: t`Preview`, to: paths.vendorProfile('preview') },
  ] as const;

/**
 * The frame of the four profile pages: the title, the way between them, and the gate. A vendor user works on the
 * own vendor and needs vendor.profile.view (spec 3 §6); an admin names the vendor with ?vendorId= (spec 3 §6: staff act
 * on behalf of a vendor by passing a vendorId).
 */
export function ProfilePage(props: {
  title: string;
  subtitle?: string;
  children: (access: ProfileAccess) => ReactNode;
}) {
  const { user } = useSession();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const vendorId = user?.role === 'admin' ? params.get('vendorId') : (user?.vendorId ?? null);
  const search = user?.role === 'admin' && vendorId ? `?vendorId=${encodeURIComponent(vendorId)}` : '';
  const canView = !!user && hasPermission(user.role, user.permissions, 'vendor.profile.view');
  const canEdit = !!user && hasPermission(user.role, user.permissions, 'vendor.profile.edit');

  let body: ReactNode;
  if (!canView) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlert />} title={PROFILE_MSG.accessDenied}>
        {PROFILE_MSG.noPermission}
      </Alert>
    );
  } else if (!vendorId) {
    body = (
      <Alert color="yellow" variant="light" icon={<IconAlert />}>
        {PROFILE_MSG.noVendor}
      </Alert>
    );
  } else {
    body = props.children({ vendorId, canEdit, search });
  }

  return (
    <PageContainer>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{props.title}</Title>
          {props.subtitle && <Text c="dimmed">{props.subtitle}</Text>}
        </Stack>
        {canView && vendorId && (
          <Group gap="md" component="nav" aria-label={t`Public profile`}>
            {sections().map((section) =>
              section.to === pathname ? (
                <Text key={section.to} fw={700} aria-current="page">
                  {section.label}
                </Text>
              ) : (
                <Anchor key={section.to} component={Link} to={`${section.to}${search}`}>
                  {section.label}
                </Anchor>
              ),
            )}
          </Group>
        )}
        {body}
      </Stack>
    </PageContainer>
  );
}
