import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { forwardRef } from 'react';
import { Link } from 'react-router';
import type { SimilarVendor } from '@shared/schemas/vendor-application';
import { IconAlert } from '@/components/ui/icons';
import { publicPaths as paths } from '@/config/public-paths';

export interface Refusal {
  message: string;
  details: string[];
  similarVendors: SimilarVendor[];
}

/** Spec 1 §5: the refused application lists what matched and the similar vendors with their similarity. */
export const DuplicateRefusal = forwardRef<HTMLDivElement, { refusal: Refusal }>(function DuplicateRefusal(
  { refusal },
  ref,
) {
  const { t } = useLingui();
  return (
    <Alert
      ref={ref}
      color="red"
      variant="light"
      icon={<IconAlert />}
      title={t`Application not submitted`}
      role="alert"
      tabIndex={-1}
    >
      <Stack gap="xs">
        <Text size="sm">{refusal.message}</Text>
        {refusal.details.length > 0 && (
          <List size="sm" spacing={2} aria-label={t`What matched`}>
            {refusal.details.map((d) => (
              <List.Item key={d}>{d}</List.Item>
            ))}
          </List>
        )}
        {refusal.similarVendors.length > 0 && (
          <div>
            <Text size="sm" fw={700}>
              <Trans>Similar vendors</Trans>
            </Text>
            <List size="sm" spacing={2} aria-label={t`Similar vendors`}>
              {refusal.similarVendors.map(({ name, similarity }) => (
                <List.Item key={name}>
                  <Trans>
                    {name} — {similarity}% similar
                  </Trans>
                </List.Item>
              ))}
            </List>
          </div>
        )}
        <Text size="sm">
          <Trans>
            Already a vendor?{' '}
            <Anchor component={Link} to={paths.auth} fw={600} c="inherit" underline="always">
              Log in
            </Anchor>
          </Trans>
        </Text>
      </Stack>
    </Alert>
  );
});
