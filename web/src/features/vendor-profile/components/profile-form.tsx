import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Alert, Button, Card, Group, NumberInput, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { PROFILE_MSG } from '@/i18n/shared/profile-messages';
import { updateVendorProfileRequestSchema, type VendorProfile } from '@shared/schemas/vendor-profile';
import { useSchemaForm } from '@/lib/form';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useUpdateProfile } from '../api/profile';

const initialValues = (profile: VendorProfile) => ({
  tagline: profile.tagline ?? '',
  businessStory: profile.businessStory ?? '',
  yearsAtMarket: (profile.yearsAtMarket ?? '') as number | string,
  email: profile.email,
  phone: profile.phone,
  website: profile.website ?? '',
  instagram: profile.instagram ?? '',
  facebook: profile.facebook ?? '',
  twitter: profile.twitter ?? '',
  tiktok: profile.tiktok ?? '',
  etsy: profile.etsy ?? '',
});

/** Built at render: the labels follow the reader's language (brand names stay as they are). */
const contactFields = () => {
  const handle = t`Handle without the @`;
  return [
    { name: 'email', label: t`Email`, type: 'email' },
    { name: 'phone', label: t`Phone`, type: 'tel' },
    { name: 'website', label: t`Website`, placeholder: 'www.example.com' },
    { name: 'instagram', label: BRANDS.instagram, description: handle },
    { name: 'facebook', label: BRANDS.facebook, description: t`Page name or address` },
    { name: 'twitter', label: BRANDS.twitter, description: handle },
    { name: 'tiktok', label: BRANDS.tiktok, description: handle },
    { name: 'etsy', label: t`Etsy shop URL`, placeholder: 'https://www.etsy.com/shop/...' },
  ] as const;
};
// eslint-disable-next-line lingui/no-unlocalized-strings -- brand names, the same in every language
const BRANDS = { instagram: 'Instagram', facebook: 'Facebook', twitter: 'Twitter', tiktok: 'TikTok' } as const;

/** Spec 3 §2 "Vendor public profile edit": Business Information, then Contact & Social. */
export function ProfileForm({ profile, canEdit }: { profile: VendorProfile; canEdit: boolean }) {
  const form = useSchemaForm(updateVendorProfileRequestSchema, { initialValues: initialValues(profile) });
  const update = useUpdateProfile(profile.id);

  const save = form.onSubmit((input) =>
    update.mutate(input, {
      onSuccess: (saved) => {
        form.setValues(initialValues(saved));
        form.resetDirty();
        notify.success(PROFILE_MSG.profileUpdatedTitle, PROFILE_MSG.profileSaved);
      },
      // Spec 3 §8 pairs "Profile Updated" with an "Update Failed" title.
      onError: (error) =>
        notify.error(PROFILE_MSG.updateFailedTitle, errorMessage(error, PROFILE_MSG.profileUpdateFailed)),
    }),
  );

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="lg">
        <Alert color="blue" variant="light">
          {PROFILE_MSG.publicNotice}
        </Alert>
        <Card withBorder padding="lg" component="section" aria-labelledby="business-information">
          <Stack gap="md">
            <Title order={2} size="h3" id="business-information">
              <Trans>Business Information</Trans>
            </Title>
            <TextInput label={t`Tagline`} disabled={!canEdit} {...form.getInputProps('tagline')} />
            <Textarea
              label={t`Our Story`}
              description={t`Tell shoppers about your business`}
              rows={5}
              disabled={!canEdit}
              {...form.getInputProps('businessStory')}
            />
            <NumberInput
              label={t`Years at the market`}
              description={t`Optional`}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              disabled={!canEdit}
              {...form.getInputProps('yearsAtMarket')}
            />
          </Stack>
        </Card>
        <Card withBorder padding="lg" component="section" aria-labelledby="contact-social">
          <Stack gap="md">
            <Title order={2} size="h3" id="contact-social">
              <Trans>Contact & Social</Trans>
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {contactFields().map(({ name, ...field }) => (
                <TextInput key={name} {...field} disabled={!canEdit} {...form.getInputProps(name)} />
              ))}
            </SimpleGrid>
          </Stack>
        </Card>
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? PROFILE_MSG.saving : t`Save`}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
