import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Grid, Skeleton, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { IconAlert } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { usePageTitle } from '@/hooks/use-page-title';
import { VENDOR_EDIT_MSG } from '@/i18n/shared/vendor-edit-messages';
import { VENDOR_MSG } from '@/i18n/shared/vendor-messages';
import { translateShared } from '@/i18n/shared-messages';
import { isApiStatus } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useAdminVendor, useUpdateVendor } from '../api/save-vendor';
import { VendorAuditLog } from '../components/vendor-audit-log';
import { VendorForm } from '../components/vendor-form';

/**
 * /admin/vendors/{id}/edit and /admin/vendor-edit/{id}: every field of the vendor in one form, saved at once, with
 * the vendor's audit log beside it. A save on a version someone else changed meanwhile is refused; Reload shows
 * theirs.
 */
export function VendorEditRoute() {
  const { t } = useLingui();
  usePageTitle(VENDOR_EDIT_MSG.editTitle);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const vendor = useAdminVendor(id);
  const update = useUpdateVendor(id);
  const mutate = useGuardedMutate(update);

  const back = (
    <Anchor component={Link} to={paths.vendorDetails(id)} size="sm">
      <Trans>← Vendor details</Trans>
    </Anchor>
  );

  if (vendor.isPending) {
    return (
      <PageContainer size="xl">
        <Stack gap="md" aria-label={t`Loading vendor`} role="status">
          <Skeleton height={36} width="40%" />
          <Skeleton height={420} />
        </Stack>
      </PageContainer>
    );
  }
  if (vendor.isError) {
    return (
      <PageContainer size="xl">
        <Stack gap="md">
          {back}
          <Alert color="red" variant="light" icon={<IconAlert />}>
            {isApiStatus(vendor.error, 404) ? VENDOR_MSG.vendorNotFound : VENDOR_MSG.vendorFailed}
          </Alert>
          <Button variant="default" w="fit-content" onClick={() => void vendor.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </Stack>
      </PageContainer>
    );
  }

  const v = vendor.data;
  const stale =
    isApiStatus(update.error, 409) && translateShared(update.error.message) === VENDOR_EDIT_MSG.changedMeanwhile;
  return (
    <PageContainer size="xl">
      <Stack gap="lg">
        {back}
        <Title order={1}>
          {VENDOR_EDIT_MSG.editTitle}: {v.name}
        </Title>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <VendorForm
              // A newer version (after a save, or a reload after a refused one) starts the form afresh.
              key={v.updatedAt}
              vendor={v}
              submitLabel={t`Save`}
              saving={update.isPending}
              error={update.error}
              onCancel={() => void navigate(paths.vendorDetails(id))}
              footer={
                stale ? (
                  <Button
                    variant="light"
                    w="fit-content"
                    onClick={() => {
                      update.reset();
                      void vendor.refetch();
                    }}
                  >
                    <Trans>Reload</Trans>
                  </Button>
                ) : null
              }
              onSubmit={(fields, { marketIds }) =>
                mutate(
                  { ...fields, ...(marketIds ? { marketIds } : {}), expectedUpdatedAt: v.updatedAt },
                  {
                    onSuccess: (saved) => notify.success(VENDOR_EDIT_MSG.saved, VENDOR_EDIT_MSG.savedText(saved.name)),
                  },
                )
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <VendorAuditLog vendorId={id} compact />
          </Grid.Col>
        </Grid>
      </Stack>
    </PageContainer>
  );
}
