import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Card, Group, Image, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PROFILE_MSG } from '@/i18n/shared/profile-messages';
import type { VendorImage, VendorProduct } from '@shared/schemas/vendor-profile';
import { IconAlert } from '@/components/ui/icons';
import { ApprovalBadge } from '@/components/vendor-profile/approval-badge';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { useReviewItem, useVendorContent, type ReviewAction, type ReviewTarget } from '@/lib/content-review';
import { IMAGE_TYPE_LABELS, reviewToasts } from './review-outcome';
import { ReviewButtons } from './review-buttons';

/**
 * The Profile section of Vendor Details (admins): the vendor's active images and products, with Approve and Reject
 * on what waits for review, and the ways to the vendor's preview and public page.
 */
export function VendorContentReview({ vendorId }: { vendorId: string }) {
  const { t, i18n } = useLingui();
  const content = useVendorContent(vendorId);
  const review = useReviewItem();
  const act = (action: ReviewAction, target: ReviewTarget, name: string) =>
    review.mutate({ target, action }, reviewToasts(action, name));

  let body;
  if (content.isPending) body = <Skeleton height={120} role="status" aria-label={t`Loading profile content`} />;
  else if (content.isError)
    body = (
      <Alert color="red" variant="light" icon={<IconAlert />} title={PROFILE_MSG.loadFailed}>
        {errorMessage(content.error)}
      </Alert>
    );
  else {
    const images = content.data.images.filter((image) => image.isActive);
    const products = content.data.products.filter((product) => product.isActive);
    const imageName = (image: VendorImage) => image.caption || i18n._(IMAGE_TYPE_LABELS[image.imageType]);
    const productName = (product: VendorProduct) => product.name;
    body =
      images.length + products.length === 0 ? (
        <Text c="dimmed">
          <Trans>No images or products yet.</Trans>
        </Text>
      ) : (
        <Stack gap="md">
          {images.length > 0 && (
            <SimpleGrid
              cols={{ base: 1, xs: 2, md: 4 }}
              spacing="sm"
              component="ul"
              style={{ listStyle: 'none', padding: 0 }}
              aria-label={t`Profile images`}
            >
              {images.map((image) => (
                <Card key={image.id} withBorder padding="xs" component="li">
                  <Stack gap={6}>
                    <Image src={image.thumbnailUrl || image.imageUrl} alt={imageName(image)} h={100} radius="sm" />
                    <Text size="sm">
                      {i18n._(IMAGE_TYPE_LABELS[image.imageType])}
                      {image.caption ? `: ${image.caption}` : ''}
                    </Text>
                    <ApprovalBadge approved={image.isApproved} />
                    {!image.isApproved && (
                      <Group gap="xs">
                        <ReviewButtons
                          name={imageName(image)}
                          busy={review.isPending}
                          onApprove={() => act('approve', { kind: 'image', vendorId, id: image.id }, imageName(image))}
                          onReject={() => act('reject', { kind: 'image', vendorId, id: image.id }, imageName(image))}
                        />
                      </Group>
                    )}
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )}
          {products.length > 0 && (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Products`}>
              {products.map((product) => (
                <Group key={product.id} component="li" justify="space-between" gap="xs">
                  <Group gap="xs">
                    <Text fw={600}>{product.name}</Text>
                    <Text size="sm" c="dimmed">
                      {product.category}
                    </Text>
                    <ApprovalBadge approved={product.isApproved} />
                  </Group>
                  {!product.isApproved && (
                    <Group gap="xs">
                      <ReviewButtons
                        name={productName(product)}
                        busy={review.isPending}
                        onApprove={() =>
                          act('approve', { kind: 'product', vendorId, id: product.id }, productName(product))
                        }
                        onReject={() =>
                          act('reject', { kind: 'product', vendorId, id: product.id }, productName(product))
                        }
                      />
                    </Group>
                  )}
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      );
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="vendor-profile-content">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="vendor-profile-content">
            <Trans>Profile</Trans>
          </Title>
          <Group gap="md">
            <Anchor component={Link} to={`${paths.vendorProfile('preview')}?vendorId=${encodeURIComponent(vendorId)}`}>
              <Trans>Preview profile</Trans>
            </Anchor>
            <Anchor component={Link} to={`/map/vendor/${encodeURIComponent(vendorId)}`}>
              <Trans>Public page</Trans>
            </Anchor>
          </Group>
        </Group>
        {body}
      </Stack>
    </Card>
  );
}
