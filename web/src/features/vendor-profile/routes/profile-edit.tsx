import { t } from '@lingui/core/macro';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { PROFILE_MSG } from '@/i18n/shared/profile-messages';
import { IconAlert } from '@/components/ui/icons';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/errors';
import { useVendorProfile } from '../api/profile';
import { ProfileForm } from '../components/profile-form';
import { ProfilePage } from '../components/profile-page';

function EditBody({ vendorId, canEdit }: { vendorId: string; canEdit: boolean }) {
  const profile = useVendorProfile(vendorId);
  if (profile.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t`Loading profile`}>
        <Skeleton height={60} />
        <Skeleton height={240} />
        <Skeleton height={240} />
      </Stack>
    );
  }
  if (profile.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlert />} title={PROFILE_MSG.loadFailed}>
        {errorMessage(profile.error)}
      </Alert>
    );
  }
  return <ProfileForm key={profile.data.id} profile={profile.data} canEdit={canEdit} />;
}

/** /vendor/profile/edit (spec 3 §2). */
export function ProfileEditRoute() {
  usePageTitle(t`Edit Public Profile`);
  return (
    <ProfilePage title={t`Public Profile`} subtitle={t`What shoppers see on your page of the market map.`}>
      {({ vendorId, canEdit }) => <EditBody vendorId={vendorId} canEdit={canEdit} />}
    </ProfilePage>
  );
}
