import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MSG } from '@/i18n/shared/messages';
import { PROFILE_MSG } from '@/i18n/shared/profile-messages';
import type { ProductInput, VendorProduct } from '@shared/schemas/vendor-profile';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { IconAlert } from '@/components/ui/icons';
import { ProductCard } from '@/components/vendor-profile/product-card';
import { useGuardedMutate, useGuardedSubmit } from '@/hooks/use-guarded-mutate';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useDeleteProduct, useSaveProduct, useVendorProducts } from '../api/products';
import { ProductDialog } from '../components/product-dialog';
import { ProfilePage } from '../components/profile-page';

function ProductsBody({ vendorId, canEdit }: { vendorId: string; canEdit: boolean }) {
  const products = useVendorProducts(vendorId);
  const save = useSaveProduct(vendorId);
  const remove = useDeleteProduct(vendorId);
  const saveOnce = useGuardedSubmit(save);
  const removeOnce = useGuardedMutate(remove);
  const [editing, setEditing] = useState<{ product: VendorProduct | null } | null>(null);
  const [deleting, setDeleting] = useState<VendorProduct | null>(null);

  const submit = (input: ProductInput) => {
    const id = editing?.product?.id ?? null;
    saveOnce(
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
    removeOnce(deleting.id, {
      onSuccess: () => notify.success(PROFILE_MSG.productDeletedTitle, PROFILE_MSG.productDeletedText),
      onError: (error) => notify.error(MSG.errorTitle, errorMessage(error, PROFILE_MSG.deleteProductFailed)),
      onSettled: () => setDeleting(null),
    });
  };

  let list;
  if (products.isPending) {
    list = (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="status" aria-label={t`Loading products`}>
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
          aria-label={t`Products`}
        >
          {active.map((product) => {
            const { name } = product;
            return (
              <ProductCard key={product.id} product={product} level={2} pending={!product.isApproved}>
                {canEdit && (
                  <Group gap="xs" mt="auto" pt="xs">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEditing({ product })}
                      aria-label={t`Edit ${name}`}
                    >
                      <Trans>Edit</Trans>
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setDeleting(product)}
                      aria-label={t`Delete ${name}`}
                    >
                      <Trans>Delete</Trans>
                    </Button>
                  </Group>
                )}
              </ProductCard>
            );
          })}
        </SimpleGrid>
      );
  }

  return (
    <Stack gap="lg">
      {canEdit && (
        <Group>
          <Button onClick={() => setEditing({ product: null })}>
            <Trans>Add Product</Trans>
          </Button>
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
        title={t`Delete Product`}
        confirmLabel={t`Delete`}
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
  usePageTitle(t`Products`);
  return (
    <ProfilePage title={t`Products`} subtitle={t`What you sell, shown on your public page once approved.`}>
      {({ vendorId, canEdit }) => <ProductsBody vendorId={vendorId} canEdit={canEdit} />}
    </ProfilePage>
  );
}
