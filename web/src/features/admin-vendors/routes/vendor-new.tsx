import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { PageContainer } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { usePageTitle } from '@/hooks/use-page-title';
import { VENDOR_EDIT_MSG } from '@/i18n/shared/vendor-edit-messages';
import { notify } from '@/lib/notify';
import { useCreateVendor } from '../api/save-vendor';
import { VendorForm } from '../components/vendor-form';

/** /admin/vendors/new: an admin adds a vendor directly, with the status it chooses and, if wanted, its user. */
export function VendorNewRoute() {
  const { t } = useLingui();
  usePageTitle(VENDOR_EDIT_MSG.createTitle);
  const navigate = useNavigate();
  const create = useCreateVendor();
  const mutate = useGuardedMutate(create);

  return (
    <PageContainer>
      <Stack gap="lg">
        <Anchor component={Link} to={paths.adminVendors} size="sm">
          <Trans>← All vendors</Trans>
        </Anchor>
        <Title order={1}>{VENDOR_EDIT_MSG.createTitle}</Title>
        <VendorForm
          submitLabel={t`Create Vendor`}
          saving={create.isPending}
          error={create.error}
          onCancel={() => void navigate(paths.adminVendors)}
          onSubmit={(fields, { createUser, marketIds }) =>
            mutate(
              { ...fields, createUser, ...(marketIds ? { marketIds } : {}) },
              {
                onSuccess: (answer) => {
                  notify.success(
                    VENDOR_EDIT_MSG.created,
                    answer.userCreated
                      ? VENDOR_EDIT_MSG.createdWithUser(answer.vendor.email)
                      : VENDOR_EDIT_MSG.createdText(answer.vendor.name),
                  );
                  void navigate(paths.vendorDetails(answer.vendor.id));
                },
              },
            )
          }
        />
      </Stack>
    </PageContainer>
  );
}
