import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import {
  adminVendorFieldsSchema,
  VENDOR_STATUS_VALUES,
  type AdminVendor,
  type AdminVendorFields,
  type AdminVendorFieldsInput,
} from '@shared/schemas/vendors';
import { US_STATES } from '@shared/us-states';
import { FIRST_MARKET_ID } from '@shared/markets';
import { FormError } from '@/components/form/form-error';
import { MoneyInput, RateInput } from '@/components/form/money-input';
import { MARKET_MSG } from '@/i18n/shared/market-messages';
import { useSchemaForm } from '@/lib/form';
import { useVendorFormChoices } from '../api/save-vendor';
import { VENDOR_STATUS_TEXT } from '../lib/status-labels';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));

/** What a new vendor's form starts with. */
const BLANK: AdminVendorFieldsInput = {
  name: '',
  contactName: '',
  email: '',
  phone: '',
  vendorTypeId: '',
  defaultSpaceTypeId: null,
  defaultAreaId: null,
  overrideBasePrice: null,
  overrideSalesBasedRate: null,
  description: '',
  status: 'APPROVED',
  autoRequest: false,
  autoPayment: false,
  website: null,
  addressLine1: '',
  addressLine2: null,
  city: '',
  state: 'CA',
  zipCode: '',
};

const fieldsOf = (v: AdminVendor): AdminVendorFieldsInput => ({
  name: v.name,
  contactName: v.contactName,
  email: v.email,
  phone: v.phone,
  vendorTypeId: v.vendorTypeId,
  defaultSpaceTypeId: v.defaultSpaceTypeId,
  defaultAreaId: v.defaultAreaId,
  overrideBasePrice: v.overrideBasePrice,
  overrideSalesBasedRate: v.overrideSalesBasedRate,
  description: v.description,
  status: v.status,
  autoRequest: v.autoRequest,
  autoPayment: v.autoPayment,
  website: v.website,
  addressLine1: v.addressLine1,
  addressLine2: v.addressLine2,
  city: v.city,
  state: v.state,
  zipCode: v.zipCode,
});

/**
 * Every vendor field of spec 2 §3 an admin edits, in one form: who the vendor is, its place in the market (type,
 * status, default space type and area, override prices, automatic requests and payments) and its address. The
 * create screen adds "create its user".
 */
export function VendorForm(props: {
  vendor?: AdminVendor;
  submitLabel: string;
  saving: boolean;
  error: unknown;
  onSubmit: (fields: AdminVendorFields, extra: { createUser: boolean; marketIds?: string[] }) => void;
  onCancel: () => void;
  /** Shown above the buttons: e.g. the "reload" action after a refused save. */
  footer?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  /** A name, marked when retired, so a vendor's current choice always shows. */
  const withActivity = (name: string, isActive: boolean) => (isActive ? name : t`${name} (inactive)`);
  /** An option for every entry, retired ones marked. */
  const options = (list: { id: string; isActive: boolean }[] | undefined, label: (e: never) => string) =>
    (list ?? []).map((e) => ({ value: e.id, label: withActivity(label(e as never), e.isActive) }));
  const statusOptions = VENDOR_STATUS_VALUES.map((s) => ({ value: s, label: i18n._(VENDOR_STATUS_TEXT[s]) }));
  const form = useSchemaForm(adminVendorFieldsSchema, {
    initialValues: props.vendor ? fieldsOf(props.vendor) : BLANK,
  });
  const [createUser, setCreateUser] = useState(true);
  const { vendorTypes, spaceTypes, areas, markets } = useVendorFormChoices();
  const values = form.getValues();
  // The markets the vendor may request dates of: asked only when the organisation runs more than one market, and a
  // market the vendor already has stays listed even once it is no longer active.
  const [marketIds, setMarketIds] = useState<string[]>(props.vendor?.marketIds ?? [FIRST_MARKET_ID]);
  const [marketsError, setMarketsError] = useState<string | null>(null);
  const marketChoices = (markets.data ?? []).filter((m) => m.isActive || marketIds.includes(m.id));
  const asksMarkets = marketChoices.length > 1;

  const submit = form.onSubmit((fields) => {
    if (asksMarkets && !marketIds.length) {
      setMarketsError(MARKET_MSG.marketsRequired);
      return;
    }
    props.onSubmit(fields, { createUser, ...(asksMarkets ? { marketIds } : {}) });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={props.vendor ? t`Edit vendor` : t`New vendor`}>
      <Stack gap="lg">
        <FormError error={props.error} />
        <Fieldset legend={t`Business and contact`}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t`Business name`} required {...form.getInputProps('name')} />
            <TextInput label={t`Contact name`} required {...form.getInputProps('contactName')} />
            <TextInput label={t`Email`} type="email" required {...form.getInputProps('email')} />
            <TextInput label={t`Phone`} type="tel" required {...form.getInputProps('phone')} />
            <TextInput
              label={t`Website`}
              {...form.getInputProps('website')}
              value={typeof values.website === 'string' ? values.website : ''}
              onChange={(e) => form.setFieldValue('website', e.currentTarget.value || null)}
            />
          </SimpleGrid>
          <Textarea label={t`Description`} rows={3} mt="md" {...form.getInputProps('description')} />
        </Fieldset>

        <Fieldset legend={t`Market`}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t`Vendor type`}
              required
              data={options(vendorTypes.data, (type: { label: string }) => type.label)}
              {...form.getInputProps('vendorTypeId')}
              value={values.vendorTypeId || null}
              onChange={(v) => form.setFieldValue('vendorTypeId', v ?? '')}
              allowDeselect={false}
            />
            <Select
              label={t`Status`}
              required
              data={statusOptions}
              {...form.getInputProps('status')}
              allowDeselect={false}
            />
            <Select
              label={t`Default space type`}
              placeholder={t`None`}
              clearable
              data={options(spaceTypes.data, (type: { name: string }) => type.name)}
              {...form.getInputProps('defaultSpaceTypeId')}
            />
            <Select
              label={t`Default area`}
              placeholder={t({ message: 'None', context: 'area' })}
              clearable
              data={options(areas.data, (a: { name: string }) => a.name)}
              {...form.getInputProps('defaultAreaId')}
            />
            <MoneyInput
              label={t`Override base price`}
              description={t`Empty: use the default pricing`}
              {...form.getInputProps('overrideBasePrice')}
            />
            <RateInput
              label={t`Override sales based rate`}
              description={t`Empty: use the default pricing`}
              {...form.getInputProps('overrideSalesBasedRate')}
            />
          </SimpleGrid>
          <Group gap="xl" mt="md">
            <Switch label={t`Auto Request`} {...form.getInputProps('autoRequest', { type: 'checkbox' })} />
            <Switch label={t`Auto Payment`} {...form.getInputProps('autoPayment', { type: 'checkbox' })} />
          </Group>
          {asksMarkets && (
            <Checkbox.Group
              mt="md"
              label={t`Markets`}
              description={t`The markets whose dates the vendor may request. A vendor can be added to another market later.`}
              value={marketIds}
              onChange={(ids) => {
                setMarketIds(ids);
                setMarketsError(null);
              }}
              error={marketsError}
            >
              <Group gap="lg" mt="xs">
                {marketChoices.map((m) => (
                  <Checkbox key={m.id} value={m.id} label={withActivity(m.name, m.isActive)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        </Fieldset>

        <Fieldset legend={t`Address`}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t`Street address`} {...form.getInputProps('addressLine1')} />
            <TextInput
              label={t`Address line 2`}
              {...form.getInputProps('addressLine2')}
              value={typeof values.addressLine2 === 'string' ? values.addressLine2 : ''}
              onChange={(e) => form.setFieldValue('addressLine2', e.currentTarget.value || null)}
            />
            <TextInput label={t`City`} {...form.getInputProps('city')} />
            <Select
              label={t`State`}
              required
              searchable
              data={STATE_OPTIONS}
              {...form.getInputProps('state')}
              allowDeselect={false}
            />
            <TextInput label={t`ZIP code`} {...form.getInputProps('zipCode')} />
          </SimpleGrid>
        </Fieldset>

        {!props.vendor && (
          <Checkbox
            label={t`Create the vendor's user with the contact's e-mail and send a link to set a password`}
            checked={createUser}
            onChange={(e) => setCreateUser(e.currentTarget.checked)}
          />
        )}
        {props.footer}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={props.saving}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
