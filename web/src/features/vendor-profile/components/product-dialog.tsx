import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Button, Chip, Group, Input, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  certificationLabel,
  CERTIFICATIONS,
  MONTH_NAMES,
  PRODUCT_CATEGORIES,
  productCategoryLabel,
} from '@/i18n/shared/profile-rules';
import {
  productRequestSchema,
  type ProductInput,
  type ProductRequest,
  type VendorProduct,
} from '@shared/schemas/vendor-profile';
import { useSchemaForm } from '@/lib/form';

/** Built at render: the month names and category labels follow the reader's language. */
const monthOptions = () => MONTH_NAMES.map((label, index) => ({ value: String(index + 1), label }));
const categoryOptions = () => PRODUCT_CATEGORIES.map((value) => ({ value, label: productCategoryLabel(value) }));

type ProductValues = {
  name: string;
  description: string;
  category: string | null;
  seasonalityStart: string | null;
  seasonalityEnd: string | null;
  priceRange: string;
  certifications: string[];
};

const valuesOf = (product: VendorProduct | null): ProductValues => ({
  name: product?.name ?? '',
  description: product?.description ?? '',
  category: product?.category ?? null,
  seasonalityStart: product?.seasonalityStart ? String(product.seasonalityStart) : null,
  seasonalityEnd: product?.seasonalityEnd ? String(product.seasonalityEnd) : null,
  priceRange: product?.priceRange ?? '',
  certifications: [...(product?.certifications ?? [])],
});

const month = (value: string | null) => (value ? Number(value) : null);

function ProductForm(props: {
  product: VendorProduct | null;
  saving: boolean;
  onSave: (input: ProductInput) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm(productRequestSchema, {
    initialValues: valuesOf(props.product),
    // The schema judges the choice; an empty or unknown one gets its message under the field.
    toInput: (values: ProductValues) => ({
      ...values,
      category: (values.category ?? '') as ProductRequest['category'],
      certifications: values.certifications as ProductRequest['certifications'],
      seasonalityStart: month(values.seasonalityStart),
      seasonalityEnd: month(values.seasonalityEnd),
    }),
  });
  return (
    <form onSubmit={form.onSubmit(props.onSave)} noValidate>
      <Stack gap="md">
        <TextInput label={t`Name`} required data-autofocus {...form.getInputProps('name')} />
        <Textarea label={t`Description`} rows={3} {...form.getInputProps('description')} />
        <Select label={t`Category`} required data={categoryOptions()} {...form.getInputProps('category')} />
        <SimpleGrid cols={2} spacing="sm">
          <Select
            label={t`Available from`}
            data={monthOptions()}
            clearable
            {...form.getInputProps('seasonalityStart')}
          />
          <Select
            label={t`Available until`}
            data={monthOptions()}
            clearable
            {...form.getInputProps('seasonalityEnd')}
          />
        </SimpleGrid>
        <TextInput label={t`Price range`} placeholder="$4 - $8" {...form.getInputProps('priceRange')} />
        <Input.Wrapper label={t`Certifications`}>
          <Chip.Group multiple {...form.getInputProps('certifications')}>
            <Group gap="xs" mt={4}>
              {CERTIFICATIONS.map((certification) => (
                <Chip key={certification} value={certification} size="sm">
                  {certificationLabel(certification)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel} disabled={props.saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={props.saving}>
            {props.product ? t`Save Changes` : t`Add Product`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Spec 3 §2: the Add Product and Edit Product dialogs. */
export function ProductDialog(props: {
  opened: boolean;
  product: VendorProduct | null;
  saving: boolean;
  onSave: (input: ProductInput) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.product ? t`Edit Product` : t`Add Product`}
      centered
    >
      {props.opened && (
        <ProductForm
          key={props.product?.id ?? 'new'}
          product={props.product}
          saving={props.saving}
          onSave={props.onSave}
          onCancel={props.onClose}
        />
      )}
    </Modal>
  );
}
