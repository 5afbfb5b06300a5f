import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Stack } from '@mantine/core';
import { AppleMark, GoogleMark } from '@/components/ui/icons';
import { publicPaths as paths } from '@/config/public-paths';

/** Google and Apple sign-in are full-page trips through the server (spec 1 §2.5). */
export function SocialSignIn() {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      <Divider label={t`or`} labelPosition="center" />
      <Button
        variant="default"
        size="md"
        fullWidth
        leftSection={<GoogleMark />}
        onClick={() => window.location.assign(paths.googleSignIn)}
      >
        <Trans>Continue with Google</Trans>
      </Button>
      <Button
        variant="default"
        size="md"
        fullWidth
        leftSection={<AppleMark />}
        onClick={() => window.location.assign(paths.appleSignIn)}
      >
        <Trans>Continue with Apple</Trans>
      </Button>
    </Stack>
  );
}
