import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { VENDOR_STATUS_VALUES, type VendorStatusValue } from '@shared/schemas/vendors';
import { LoadMore } from '@/components/admin-list/load-more';
import { IconAlert } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { VENDOR_MSG } from '@/i18n/shared/vendor-messages';
import { useVendorTypeFilter } from '@/hooks/use-vendor-type-filter';
import { useVendorTypeLabels, useVendorTypes } from '@/lib/public-catalog';
import { ALL_VENDOR_TYPES } from '@/lib/vendor-type-filter';
import { useVendorList } from '../api/list-vendors';
import { VendorsTable } from '../components/vendors-table';
import { VENDOR_STATUS_TEXT } from '../lib/status-labels';

/** The list follows the address's search term after the same pause the header search box uses. */
const SEARCH_PAUSE_MS = 300;

const isStatus = (v: string | null): v is VendorStatusValue =>
  v !== null && (VENDOR_STATUS_VALUES as readonly string[]).includes(v);

/** /admin/vendors: every vendor, with status and type filters and the search term kept in the address. */
export function AdminVendorsRoute() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Vendors`);
  const statusOptions = [
    { value: 'all', label: t`All statuses` },
    ...VENDOR_STATUS_VALUES.map((s) => ({ value: s, label: i18n._(VENDOR_STATUS_TEXT[s]) })),
  ];
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : 'all';
  const [vendorType, setVendorType] = useVendorTypeFilter();
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_PAUSE_MS);
  const vendorTypes = useVendorTypes();
  const typeLabels = useVendorTypeLabels();
  const list = useVendorList({ status, vendorTypeId: vendorType, search: debouncedSearch });
  const vendors = list.data?.pages.flatMap((p) => p.items) ?? [];

  const setParam = (key: string, value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <PageContainer>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1}>
            <Trans>Vendors</Trans>
          </Title>
          <Group gap="xs">
            <Button component={Link} to={paths.adminVendorNew}>
              <Trans>New Vendor</Trans>
            </Button>
            <Button
              variant={status === 'PENDING' ? 'filled' : 'light'}
              color="yellow"
              onClick={() => setParam('status', status === 'PENDING' ? null : 'PENDING')}
              aria-pressed={status === 'PENDING'}
            >
              <Trans>Pending applications</Trans>
            </Button>
          </Group>
        </Group>

        <Group gap="sm" align="flex-end" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label={t`Search`}
            placeholder={t`Name or contact name`}
            type="search"
            value={search}
            onChange={(e) => setParam('search', e.currentTarget.value || null)}
            miw={220}
          />
          <Select
            label={t`Status`}
            data={statusOptions}
            value={status}
            onChange={(v) => setParam('status', v && v !== 'all' ? v : null)}
            allowDeselect={false}
            miw={160}
          />
          <Select
            label={t`Vendor type`}
            data={[
              { value: ALL_VENDOR_TYPES, label: t`All Types` },
              ...(vendorTypes.data ?? []).map((type) => ({ value: type.id, label: type.label })),
            ]}
            value={vendorType}
            onChange={(v) => setVendorType(v ?? ALL_VENDOR_TYPES)}
            allowDeselect={false}
            miw={160}
          />
        </Group>

        {list.isPending ? (
          <Stack gap="xs" role="status" aria-label={t`Loading vendors`}>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={48} radius="sm" />
            ))}
          </Stack>
        ) : list.isError ? (
          <Alert color="red" variant="light" icon={<IconAlert />} title={VENDOR_MSG.vendorsFailed}>
            <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void list.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Alert>
        ) : vendors.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {VENDOR_MSG.noVendorsFound}
          </Text>
        ) : (
          <>
            <VendorsTable vendors={vendors} typeLabels={typeLabels} />
            <LoadMore list={list} />
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
