import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Checkbox, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PendingImage, PendingProduct } from '@shared/schemas/vendor-profile';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList, type ListColumn } from '@/components/admin-list/responsive-list';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { PageContainer } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { PROFILE_MSG } from '@/i18n/shared/profile-messages';
import { notify } from '@/lib/notify';
import {
  useBulkReview,
  usePendingContent,
  useReviewItem,
  type ContentKind,
  type ReviewAction,
  type ReviewTarget,
} from '@/lib/content-review';
import { ReviewButtons } from '@/components/content-review/review-buttons';
import { notifyReviewFailed, reviewedTitle, reviewToasts } from '@/components/content-review/review-outcome';

const keyOf = (kind: ContentKind, item: { vendorId: string; id: string }) => `${kind}:${item.vendorId}:${item.id}`;
/** What an image is, as the list names it. */
const IMAGE_TYPES = { logo: msg`Logo`, booth: msg`Booth photo`, product: msg`Product photo` } as const;

const vendorLink = (item: { vendorId: string; vendorName: string }) => (
  <Anchor component={Link} to={paths.vendorDetails(item.vendorId)}>
    {item.vendorName}
  </Anchor>
);

/** /admin/content-review: the images and products waiting for approval, one by one or in bulk. */
export function ContentReviewRoute() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Content Review`);
  const imageType = (image: PendingImage) => i18n._(IMAGE_TYPES[image.imageType]);
  const imageName = (image: PendingImage) => {
    const type = imageType(image);
    const vendor = image.vendorName;
    return t`${type} of ${vendor}`;
  };
  const productName = ({ name, vendorName: vendor }: PendingProduct) => t`${name} of ${vendor}`;
  const pending = usePendingContent();
  const review = useReviewItem();
  const bulk = useBulkReview();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirm, setConfirm] = useState<{ action: ReviewAction; target?: ReviewTarget & { name: string } } | null>(
    null,
  );

  const toggle = (key: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const reviewOne = (action: ReviewAction, target: ReviewTarget & { name: string }) =>
    review.mutate(
      { target, action },
      {
        ...reviewToasts(action, target.name),
        onSettled: () => {
          setConfirm(null);
          setSelected((current) => {
            const next = new Set(current);
            next.delete(keyOf(target.kind, target));
            return next;
          });
        },
      },
    );

  const reviewSelected = (action: ReviewAction) => {
    const data = pending.data;
    if (!data) return;
    const pick = (kind: ContentKind, items: readonly { vendorId: string; id: string }[]) =>
      items.filter((item) => selected.has(keyOf(kind, item))).map(({ vendorId, id }) => ({ vendorId, id }));
    bulk.mutate(
      { action, images: pick('image', data.images), products: pick('product', data.products) },
      {
        onSuccess: (result) => {
          setSelected(new Set());
          const text = PROFILE_MSG.bulkDone(action, result.succeeded, result.failed);
          const title = reviewedTitle(action);
          if (result.failed) notify.error(title, text);
          else notify.success(title, text);
        },
        onError: (error) => notifyReviewFailed(action, error),
        onSettled: () => setConfirm(null),
      },
    );
  };

  const busy = review.isPending || bulk.isPending;

  const imageColumns: ListColumn<PendingImage>[] = [
    {
      key: 'select',
      header: t`Select`,
      render: (image) => (
        <Checkbox
          aria-label={t`Select ${imageName(image)}`}
          checked={selected.has(keyOf('image', image))}
          onChange={() => toggle(keyOf('image', image))}
        />
      ),
    },
    {
      key: 'image',
      header: t`Image`,
      render: (image) => (
        <Image
          src={image.thumbnailUrl || image.imageUrl}
          alt={image.caption || imageName(image)}
          w={96}
          h={72}
          radius="sm"
        />
      ),
    },
    { key: 'type', header: t`Type`, render: imageType },
    { key: 'caption', header: t`Caption`, render: (image) => image.caption || '—' },
    { key: 'vendor', header: t`Vendor`, render: vendorLink, hideInCard: true },
  ];

  const productColumns: ListColumn<PendingProduct>[] = [
    {
      key: 'select',
      header: t`Select`,
      render: (product) => (
        <Checkbox
          aria-label={t`Select ${productName(product)}`}
          checked={selected.has(keyOf('product', product))}
          onChange={() => toggle(keyOf('product', product))}
        />
      ),
    },
    { key: 'name', header: t`Product`, render: (product) => product.name, hideInCard: true },
    { key: 'category', header: t`Category`, render: (product) => product.category },
    { key: 'description', header: t`Description`, render: (product) => product.description || '—' },
    { key: 'price', header: t`Price range`, render: (product) => product.priceRange || '—' },
    { key: 'vendor', header: t`Vendor`, render: vendorLink },
  ];

  let body;
  if (pending.isPending) body = <ListLoading label={t`Loading content awaiting approval`} />;
  else if (pending.isError)
    body = (
      <ListError title={PROFILE_MSG.reviewLoadFailed} error={pending.error} onRetry={() => void pending.refetch()} />
    );
  else if (pending.data.images.length + pending.data.products.length === 0)
    body = <ListEmpty text={PROFILE_MSG.reviewEmpty} />;
  else {
    const { images, products } = pending.data;
    body = (
      <Stack gap="xl">
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between" gap="sm">
            <Text aria-live="polite">
              <Trans>{selected.size} selected</Trans>
            </Text>
            <Group gap="xs">
              <Button
                size="sm"
                color="leaf"
                disabled={selected.size === 0 || busy}
                loading={bulk.isPending && bulk.variables?.action === 'approve'}
                onClick={() => reviewSelected('approve')}
              >
                <Trans>Approve Selected</Trans>
              </Button>
              <Button
                size="sm"
                variant="light"
                color="red"
                disabled={selected.size === 0 || busy}
                onClick={() => setConfirm({ action: 'reject' })}
              >
                <Trans>Reject Selected</Trans>
              </Button>
            </Group>
          </Group>
        </Paper>
        {images.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="review-images">
            <Group gap="xs">
              <Title order={2} size="h3" id="review-images">
                <Trans>Images</Trans>
              </Title>
              <Badge variant="light">{images.length}</Badge>
            </Group>
            <ResponsiveList
              label={t`Images awaiting approval`}
              rows={images}
              rowKey={(image) => keyOf('image', image)}
              columns={imageColumns}
              cardTitle={vendorLink}
              actions={(image) => (
                <ReviewButtons
                  name={imageName(image)}
                  busy={busy}
                  onApprove={() => reviewOne('approve', { kind: 'image', ...image, name: imageName(image) })}
                  onReject={() =>
                    setConfirm({ action: 'reject', target: { kind: 'image', ...image, name: imageName(image) } })
                  }
                />
              )}
            />
          </Stack>
        )}
        {products.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="review-products">
            <Group gap="xs">
              <Title order={2} size="h3" id="review-products">
                <Trans>Products</Trans>
              </Title>
              <Badge variant="light">{products.length}</Badge>
            </Group>
            <ResponsiveList
              label={t`Products awaiting approval`}
              rows={products}
              rowKey={(product) => keyOf('product', product)}
              columns={productColumns}
              cardTitle={(product) => product.name}
              actions={(product) => (
                <ReviewButtons
                  name={productName(product)}
                  busy={busy}
                  onApprove={() => reviewOne('approve', { kind: 'product', ...product, name: productName(product) })}
                  onReject={() =>
                    setConfirm({
                      action: 'reject',
                      target: { kind: 'product', ...product, name: productName(product) },
                    })
                  }
                />
              )}
            />
          </Stack>
        )}
      </Stack>
    );
  }

  const heading = PROFILE_MSG.reviewHeading;
  const confirmName = confirm?.target?.name;
  return (
    <PageContainer>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>
            <Trans>Content Review</Trans>
          </Title>
          <Text c="dimmed">{t`${heading}: vendors’ images and products become public once approved.`}</Text>
        </Stack>
        {body}
      </Stack>
      <ConfirmAction
        opened={!!confirm}
        title={confirm?.target ? t`Reject Content` : t`Reject Selected`}
        confirmLabel={t`Reject`}
        loading={busy}
        onConfirm={() => {
          if (confirm?.target) reviewOne('reject', confirm.target);
          else reviewSelected('reject');
        }}
        onCancel={() => setConfirm(null)}
      >
        {confirmName
          ? t`Reject ${confirmName}? A rejected image is deleted; a rejected product is hidden.`
          : plural(selected.size, {
              one: 'Reject # selected item(s)? Rejected images are deleted; rejected products are hidden.',
              other: 'Reject # selected item(s)? Rejected images are deleted; rejected products are hidden.',
            })}
      </ConfirmAction>
    </PageContainer>
  );
}
