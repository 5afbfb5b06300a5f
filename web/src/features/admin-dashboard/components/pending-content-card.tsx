import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PROFILE_MSG } from '@/i18n/shared/profile-messages';
import { usePendingContentCount } from '../api/get-pending-content';

// Not in config/paths, whose every entry weighs on each public page's first visit (the SPA's weight budget).
const CONTENT_REVIEW_PATH = '/admin/content-review';

/** Vendors' new images and products that are not public until an admin approves them. */
export function PendingContentCard() {
  const { t } = useLingui();
  const pending = usePendingContentCount();
  const { images, products } = pending.data ?? { images: 0, products: 0 };
  const total = images + products;
  const heading = PROFILE_MSG.reviewHeading;
  const imageCount = plural(images, { one: '# image', other: '# images' });
  const productCount = plural(products, { one: '# product', other: '# products' });
  return (
    <Card component="section" aria-labelledby="pending-content">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3" id="pending-content">
            {PROFILE_MSG.reviewHeading}
          </Title>
          {pending.data && (
            <Badge size="lg" color={total ? 'harvest' : 'gray'} aria-label={t`${heading} count`}>
              {total}
            </Badge>
          )}
        </Group>
        {pending.isPending && <Skeleton height={24} role="status" aria-label={t`Loading content awaiting approval`} />}
        {pending.isError && (
          <Alert color="red" variant="light">
            {PROFILE_MSG.reviewLoadFailed}
          </Alert>
        )}
        {pending.data && (
          <Text c={total ? undefined : 'dimmed'}>
            {total === 0
              ? PROFILE_MSG.reviewEmpty
              : t`${imageCount} and ${productCount} from vendors' profiles.`}
          </Text>
        )}
        <Anchor component={Link} to={CONTENT_REVIEW_PATH} fw={600}>
          <Trans>Review content</Trans>
        </Anchor>
      </Stack>
    </Card>
  );
}
