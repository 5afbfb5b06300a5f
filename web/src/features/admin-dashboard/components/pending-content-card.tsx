import { Alert, Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PROFILE_MSG } from '@shared/profile-messages';
import { countOf } from '@shared/plural';
import { usePendingContentCount } from '../api/get-pending-content';

// Not in config/paths, whose every entry weighs on each public page's first visit (the SPA's weight budget).
const CONTENT_REVIEW_PATH = '/admin/content-review';

/** Vendors' new images and products that are not public until an admin approves them. */
export function PendingContentCard() {
  const pending = usePendingContentCount();
  const total = pending.data ? pending.data.images + pending.data.products : 0;
  return (
    <Card component="section" aria-labelledby="pending-content">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3" id="pending-content">
            {PROFILE_MSG.reviewHeading}
          </Title>
          {pending.data && (
            <Badge size="lg" color={total ? 'harvest' : 'gray'} aria-label={`${PROFILE_MSG.reviewHeading} count`}>
              {total}
            </Badge>
          )}
        </Group>
        {pending.isPending && <Skeleton height={24} role="status" aria-label="Loading content awaiting approval" />}
        {pending.isError && (
          <Alert color="red" variant="light">
            {PROFILE_MSG.reviewLoadFailed}
          </Alert>
        )}
        {pending.data && (
          <Text c={total ? undefined : 'dimmed'}>
            {total === 0
              ? PROFILE_MSG.reviewEmpty
              : `${countOf(pending.data.images, 'image')} and ${countOf(pending.data.products, 'product')} from vendors' profiles.`}
          </Text>
        )}
        <Anchor component={Link} to={CONTENT_REVIEW_PATH} fw={600}>
          Review content
        </Anchor>
      </Stack>
    </Card>
  );
}
