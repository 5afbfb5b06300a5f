import { Anchor, Badge, Button, Checkbox, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PROFILE_MSG } from '@shared/profile-messages';
import type { PendingImage, PendingProduct } from '@shared/schemas/vendor-profile';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList, type ListColumn } from '@/components/admin-list/responsive-list';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { PageContainer } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
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
import { IMAGE_TYPE_LABELS, notifyReviewFailed, reviewedTitle, reviewToasts } from '@/components/content-review/review-outcome';

const keyOf = (kind: ContentKind, item: { vendorId: string; id: string }) => `${kind}:${item.vendorId}:${item.id}`;
const imageName = (image: PendingImage) => `${IMAGE_TYPE_LABELS[image.imageType]} of ${image.vendorName}`;
const productName = (product: PendingProduct) => `${product.name} of ${product.vendorName}`;

const vendorLink = (item: { vendorId: string; vendorName: string }) => (
  <Anchor component={Link} to={paths.vendorDetails(item.vendorId)}>
    {item.vendorName}
  </Anchor>
);

/** /admin/content-review: the images and products waiting for approval, one by one or in bulk. */
export function ContentReviewRoute() {
  usePageTitle('Content Review');
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
      header: 'Select',
      render: (image) => (
        <Checkbox
          aria-label={`Select ${imageName(image)}`}
          checked={selected.has(keyOf('image', image))}
          onChange={() => toggle(keyOf('image', image))}
        />
      ),
    },
    {
      key: 'image',
      header: 'Image',
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
    { key: 'type', header: 'Type', render: (image) => IMAGE_TYPE_LABELS[image.imageType] },
    { key: 'caption', header: 'Caption', render: (image) => image.caption || '—' },
    { key: 'vendor', header: 'Vendor', render: vendorLink, hideInCard: true },
  ];

  const productColumns: ListColumn<PendingProduct>[] = [
    {
      key: 'select',
      header: 'Select',
      render: (product) => (
        <Checkbox
          aria-label={`Select ${productName(product)}`}
          checked={selected.has(keyOf('product', product))}
          onChange={() => toggle(keyOf('product', product))}
        />
      ),
    },
    { key: 'name', header: 'Product', render: (product) => product.name, hideInCard: true },
    { key: 'category', header: 'Category', render: (product) => product.category },
    { key: 'description', header: 'Description', render: (product) => product.description || '—' },
    { key: 'price', header: 'Price range', render: (product) => product.priceRange || '—' },
    { key: 'vendor', header: 'Vendor', render: vendorLink },
  ];

  let body;
  if (pending.isPending) body = <ListLoading label="Loading content awaiting approval" />;
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
            <Text aria-live="polite">{selected.size} selected</Text>
            <Group gap="xs">
              <Button
                size="sm"
                color="leaf"
                disabled={selected.size === 0 || busy}
                loading={bulk.isPending && bulk.variables?.action === 'approve'}
                onClick={() => reviewSelected('approve')}
              >
                Approve Selected
              </Button>
              <Button
                size="sm"
                variant="light"
                color="red"
                disabled={selected.size === 0 || busy}
                onClick={() => setConfirm({ action: 'reject' })}
              >
                Reject Selected
              </Button>
            </Group>
          </Group>
        </Paper>
        {images.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="review-images">
            <Group gap="xs">
              <Title order={2} size="h3" id="review-images">
                Images
              </Title>
              <Badge variant="light">{images.length}</Badge>
            </Group>
            <ResponsiveList
              label="Images awaiting approval"
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
                Products
              </Title>
              <Badge variant="light">{products.length}</Badge>
            </Group>
            <ResponsiveList
              label="Products awaiting approval"
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

  return (
    <PageContainer>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Content Review</Title>
          <Text c="dimmed">{PROFILE_MSG.reviewHeading}: vendors’ images and products become public once approved.</Text>
        </Stack>
        {body}
      </Stack>
      <ConfirmAction
        opened={!!confirm}
        title={confirm?.target ? 'Reject Content' : 'Reject Selected'}
        confirmLabel="Reject"
        loading={busy}
        onConfirm={() => {
          if (confirm?.target) reviewOne('reject', confirm.target);
          else reviewSelected('reject');
        }}
        onCancel={() => setConfirm(null)}
      >
        {confirm?.target
          ? `Reject ${confirm.target.name}? A rejected image is deleted; a rejected product is hidden.`
          : `Reject ${selected.size} selected item(s)? Rejected images are deleted; rejected products are hidden.`}
      </ConfirmAction>
    </PageContainer>
  );
}
