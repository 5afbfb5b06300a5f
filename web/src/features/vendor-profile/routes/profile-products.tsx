import { Alert, Badge, Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { MSG } from '@shared/messages';
import { PROFILE_MSG } from '@shared/profile-messages';
import type { ProductInput, VendorProduct } from '@shared/schemas/vendor-profile';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { IconAlert } from '@/components/ui/icons';
import { seasonLabel } from '@/components/vendor-profile/profile-format';
import { PENDING_LABEL } from '@/components/vendor-profile/profile-view';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useDeleteProduct, useSaveProduct, useVendorProducts } from '../api/products';
import { ProductDialog } from '../components/product-dialog';
import { ProfilePage } from '../components/profile-page';

function ProductCard(props: { product: VendorProduct; canEdit: boolean; onEdit: () => void; onDelete: () => void }) {
  const { product } = props;
  const season = seasonLabel(product.seasonalityStart, product.seasonalityEnd);
  return (
    <Card withBorder padding="md" component="li">
      <Stack gap={6} h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4">
            {product.name}
          </Title>
          {!product.isApproved && (
            <Badge color="yellow" variant="light" size="sm">
              {PENDING_LABEL}
            </Badge>
          )}
        </Group>
        <Group gap={6}>
          <Badge variant="outline">{product.category}</Badge>
          {product.certifications.map((c) => (
            <Badge key={c} color="leaf" variant="light">
              {c}
            </Badge>
          ))}
        </Group>
        {product.description && <Text size="sm">{product.description}</Text>}
        {season && <Text size="sm">{season}</Text>}
        {product.priceRange && (
          <Text size="sm" fw={600}>
            {product.priceRange}
          </Text>
        )}
        {props.canEdit && (
          <Group gap="xs" mt="auto" pt="xs">
            <Button size="xs" variant="light" onClick={props.onEdit} aria-label={`Edit ${product.name}`}>
              Edit
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={props.onDelete}
              aria-label={`Delete ${product.name}`}
            >
              Delete
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function ProductsBody({ vendorId, canEdit }: { vendorId: string; canEdit: boolean }) {
  const products = useVendorProducts(vendorId);
  const save = useSaveProduct(vendorId);
  const remove = useDeleteProduct(vendorId);
  const [editing, setEditing] = useState<{ product: VendorProduct | null } | null>(null);
  const [deleting, setDeleting] = useState<VendorProduct | null>(null);

  const submit = (input: ProductInput) => {
    const id = editing?.product?.id ?? null;
    save.mutate(
      { id, input },
      {
        onSuccess: () => {
          setEditing(null);
          notify.success(
            id ? PROFILE_MSG.productUpdatedTitle : PROFILE_MSG.productAddedTitle,
            PROFILE_MSG.productPendingText,
          );
        },
        onError: (error) => notify.error(MSG.errorTitle, errorMessage(error, PROFILE_MSG.saveProductFailed)),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(PROFILE_MSG.productDeletedTitle, PROFILE_MSG.productDeletedText),
      onError: (error) => notify.error(MSG.errorTitle, errorMessage(error, PROFILE_MSG.deleteProductFailed)),
      onSettled: () => setDeleting(null),
    });
  };

  let list;
  if (products.isPending) {
    list = (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="status" aria-label="Loading products">
        <Skeleton height={160} />
        <Skeleton height={160} />
        <Skeleton height={160} />
      </SimpleGrid>
    );
  } else if (products.isError) {
    list = (
      <Alert color="red" variant="light" icon={<IconAlert />} title={PROFILE_MSG.productsLoadFailed}>
        {errorMessage(products.error)}
      </Alert>
    );
  } else {
    const active = products.data.filter((p) => p.isActive);
    list =
      active.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text ta="center" c="dimmed">
            {PROFILE_MSG.noProducts}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 3 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0 }}
          aria-label="Products"
        >
          {active.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              canEdit={canEdit}
              onEdit={() => setEditing({ product })}
              onDelete={() => setDeleting(product)}
            />
          ))}
        </SimpleGrid>
      );
  }

  return (
    <Stack gap="lg">
      {canEdit && (
        <Group>
          <Button onClick={() => setEditing({ product: null })}>Add Product</Button>
        </Group>
      )}
      {list}
      <ProductDialog
        opened={!!editing}
        product={editing?.product ?? null}
        saving={save.isPending}
        onSave={submit}
        onClose={() => setEditing(null)}
      />
      <ConfirmAction
        opened={!!deleting}
        title="Delete Product"
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {PROFILE_MSG.deleteProductConfirm}
      </ConfirmAction>
    </Stack>
  );
}

/** /vendor/profile/products (spec 3 §2 "Manage Products"). */
export function ProfileProductsRoute() {
  usePageTitle('Products');
  return (
    <ProfilePage title="Products" subtitle="What you sell, shown on your public page once approved.">
      {({ vendorId, canEdit }) => <ProductsBody vendorId={vendorId} canEdit={canEdit} />}
    </ProfilePage>
  );
}
