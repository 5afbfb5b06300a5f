import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Fieldset, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MSG } from '@/i18n/shared/messages';
import { spaceTypesFor, vendorApplicationSchema, type VendorApplication } from '@shared/schemas/vendor-application';
import { US_STATES } from '@shared/us-states';
import { VENDOR_MSG } from '@/i18n/shared/vendor-messages';
import { IconAlert } from '@/components/ui/icons';
import { publicPaths as paths } from '@/config/public-paths';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useSpaceTypes, useVendorTypes } from '@/lib/public-catalog';
import { usePublicMarkets } from '@/lib/public-markets';
import { MARKET_MSG } from '@/i18n/shared/market-messages';
import { duplicateRefusalOf, invalidFieldOf, useApplyAsVendor } from '../api/apply';
import { useCheckDuplicates } from '../api/check-duplicates';
import { DuplicateRefusal, type Refusal } from './duplicate-refusal';
import { RegulationsLink } from './regulations-link';

const FIELDS = [
  'name',
  'vendorTypeId',
  'defaultSpaceTypeId',
  'description',
  'website',
  'contactName',
  'email',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zipCode',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Failures = Partial<Record<string, unknown>>;

const EMPTY: Values = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Values;
const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));

/** Spec 1 §2.7: the application, checked for duplicates before it is sent. */
export function ApplicationForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const vendorTypes = useVendorTypes();
  const spaceTypes = useSpaceTypes();
  const duplicates = useCheckDuplicates();
  const apply = useApplyAsVendor();
  const markets = usePublicMarkets();
  // The question is asked only when there is more than one market to choose from; with one, it is the one applied to.
  const marketChoices = markets.data ?? [];
  const asksMarkets = marketChoices.length > 1;
  const [marketIds, setMarketIds] = useState<string[]>([]);
  const [marketsError, setMarketsError] = useState<string | null>(null);

  const form = useSchemaForm(vendorApplicationSchema, {
    initialValues: EMPTY as Values & Record<string, unknown>,
    // Every field is held as typed; the schema reads blanks as "not given".
    toInput: (values: Values) => values,
  });
  const values = form.values;
  const [agreed, setAgreed] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A second press while the duplicate check or the application is on its way sends nothing.
  const sending = useRef(false);

  useEffect(() => {
    if (refusal) {
      refusalRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      refusalRef.current?.focus({ preventScroll: true });
    }
  }, [refusal]);

  const offeredSpaceTypes = useMemo(
    () => spaceTypesFor(spaceTypes.data ?? [], values.vendorTypeId || null),
    [spaceTypes.data, values.vendorTypeId],
  );

  // A space type chosen for one vendor type may not be offered for the next: changing the type clears it.
  const setVendorType = (value: string | null) => {
    form.setValues({ vendorTypeId: value ?? '', defaultSpaceTypeId: '' });
    form.clearFieldError('vendorTypeId');
    form.clearFieldError('defaultSpaceTypeId');
  };

  const focusFirstError = (failed: Failures) => {
    const first = FIELDS.find((f) => failed[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submitting = duplicates.isPending || apply.isPending;

  const send = async (application: VendorApplication) => {
    if (!agreed || sending.current) return;
    if (asksMarkets && !marketIds.length) {
      setMarketsError(MARKET_MSG.marketsRequired);
      formRef.current?.querySelector<HTMLElement>('[name="marketIds"]')?.focus();
      return;
    }
    sending.current = true;
    try {
      await check(asksMarkets ? { ...application, marketIds } : application);
    } finally {
      sending.current = false;
    }
  };

  const check = async (application: VendorApplication) => {
    setRefusal(null);
    let found;
    try {
      found = await duplicates.mutateAsync({
        email: application.email,
        phone: application.phone,
        name: application.name,
      });
    } catch {
      notify.error(MSG.errorTitle, VENDOR_MSG.duplicatesFailed);
      return;
    }
    if (found.email || found.phone || found.name) {
      setRefusal({
        message: VENDOR_MSG.duplicateRefused,
        details: found.details,
        similarVendors: found.similarVendors,
      });
      return;
    }

    try {
      await apply.mutateAsync(application);
    } catch (error) {
      const refused = duplicateRefusalOf(error);
      if (refused) {
        setRefusal(refused);
        return;
      }
      const field = invalidFieldOf(error);
      if (field && (FIELDS as readonly string[]).includes(field)) {
        form.setFieldError(field, errorMessage(error));
        focusFirstError({ [field]: true });
      }
      notify.error(MSG.errorTitle, errorMessage(error, VENDOR_MSG.submitFailed));
      return;
    }
    notify.success(VENDOR_MSG.submittedTitle, VENDOR_MSG.submittedText);
    await navigate(paths.vendorRegistrationConfirmation);
  };

  const submit = form.onSubmit((application) => void send(application), focusFirstError);

  const text = (field: Field) => ({ name: field, ...form.getInputProps(field) });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t`Vendor application`}>
      <Stack gap="lg">
        {refusal && <DuplicateRefusal ref={refusalRef} refusal={refusal} />}

        <Fieldset legend={t`Your business`} variant="unstyled">
          <Stack gap="md">
            <TextInput label={t`Business name`} required autoComplete="organization" {...text('name')} />
            {vendorTypes.isError && (
              <Alert color="red" variant="light" icon={<IconAlert />}>
                {VENDOR_MSG.vendorTypesFailed}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select
                label={t`Vendor type`}
                required
                name="vendorTypeId"
                placeholder={vendorTypes.isPending ? t`Loading...` : t`Choose what you sell`}
                data={(vendorTypes.data ?? []).map((type) => ({ value: type.id, label: type.label }))}
                value={values.vendorTypeId || null}
                onChange={setVendorType}
                error={form.errors.vendorTypeId}
                disabled={!vendorTypes.data}
                allowDeselect={false}
              />
              <Select
                label={t`Preferred space type`}
                name="defaultSpaceTypeId"
                placeholder={values.vendorTypeId ? t`No preference` : t`Choose a vendor type first`}
                description={t`Optional`}
                data={offeredSpaceTypes.map((type) => ({ value: type.id, label: type.name }))}
                {...form.getInputProps('defaultSpaceTypeId')}
                value={values.defaultSpaceTypeId || null}
                onChange={(v) => form.setFieldValue('defaultSpaceTypeId', v ?? '')}
                disabled={!values.vendorTypeId || !spaceTypes.data}
                clearable
              />
            </SimpleGrid>
            {spaceTypes.isError && (
              <Alert color="red" variant="light" icon={<IconAlert />}>
                {VENDOR_MSG.spaceTypesFailed}
              </Alert>
            )}
            <Textarea
              label={t`Description`}
              required
              description={t`What you sell and how you make or grow it`}
              rows={4}
              resize="vertical"
              {...text('description')}
            />
            <TextInput
              label={t`Website`}
              description={t`Optional`}
              autoComplete="url"
              inputMode="url"
              {...text('website')}
            />
          </Stack>
        </Fieldset>

        {asksMarkets && (
          <Checkbox.Group
            label={t`Markets`}
            description={t`Which markets would you like to sell at?`}
            required
            value={marketIds}
            onChange={(ids) => {
              setMarketIds(ids);
              setMarketsError(null);
            }}
            error={marketsError}
          >
            <Stack gap="xs" mt="xs">
              {marketChoices.map((m) => (
                <Checkbox key={m.id} name="marketIds" value={m.id} label={m.name} description={m.hours} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}

        <Fieldset legend={t`Contact`} variant="unstyled">
          <Stack gap="md">
            <TextInput label={t`Contact name`} required autoComplete="name" {...text('contactName')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t`Email`}
                required
                type="email"
                autoComplete="email"
                inputMode="email"
                autoCapitalize="none"
                spellCheck={false}
                {...text('email')}
              />
              <TextInput label={t`Phone`} required type="tel" autoComplete="tel" inputMode="tel" {...text('phone')} />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend={t`Address`} variant="unstyled">
          <Stack gap="md">
            <TextInput label={t`Street address`} required autoComplete="address-line1" {...text('addressLine1')} />
            <TextInput
              label={t`Address line 2`}
              description={t`Optional`}
              autoComplete="address-line2"
              {...text('addressLine2')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <TextInput label={t`City`} required autoComplete="address-level2" {...text('city')} />
              <Select
                label={t`State`}
                required
                name="state"
                searchable
                placeholder={t`Choose a state`}
                data={STATE_OPTIONS}
                {...form.getInputProps('state')}
                value={values.state || null}
                onChange={(v) => form.setFieldValue('state', v ?? '')}
                autoComplete="address-level1"
              />
              <TextInput
                label={t`ZIP code`}
                required
                autoComplete="postal-code"
                inputMode="numeric"
                {...text('zipCode')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Stack gap={6}>
          <Checkbox
            label={t`I have read and agree to the market regulations`}
            checked={agreed}
            onChange={(e) => setAgreed(e.currentTarget.checked)}
          />
          <RegulationsLink />
          {!agreed && (
            <Text size="sm" c="dimmed">
              {VENDOR_MSG.regulationsRequired}
            </Text>
          )}
        </Stack>

        <Button type="submit" size="md" disabled={!agreed || submitting} loading={submitting}>
          <Trans>Submit Application</Trans>
        </Button>
      </Stack>
    </form>
  );
}
