import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import type { VendorListItem } from '@shared/schemas/vendors';
import { paths } from '@/config/paths';
import { VendorStatusActions } from './vendor-status-actions';
import { VendorStatusBadge } from './vendor-status-badge';

/** Spec 1 §9: tables become cards under 768 px. */
const NARROW = '(max-width: 767.98px)';

function Contact({ vendor }: { vendor: VendorListItem }) {
  return (
    <Stack gap={0}>
      <Anchor href={`mailto:${vendor.email}`} size="sm">
        {vendor.email}
      </Anchor>
      <Text size="sm" c="dimmed">
        {vendor.phone}
      </Text>
    </Stack>
  );
}

const NameLink = ({ vendor }: { vendor: VendorListItem }) => (
  <Anchor component={Link} to={paths.vendorDetails(vendor.id)} fw={600}>
    {vendor.name}
  </Anchor>
);

export function VendorsTable({ vendors, typeLabels }: { vendors: VendorListItem[]; typeLabels: Map<string, string> }) {
  const { t } = useLingui();
  const narrow = useMediaQuery(NARROW, undefined, { getInitialValueInEffect: false });
  const typeOf = (v: VendorListItem) => typeLabels.get(v.vendorTypeId) ?? v.vendorTypeId;

  if (narrow) {
    return (
      <Stack gap="sm" aria-label={t`Vendors`}>
        {vendors.map((v) => (
          <Card key={v.id} withBorder padding="md" component="article" aria-label={v.name}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2}>
                <NameLink vendor={v} />
                <Text size="sm">{v.contactName}</Text>
                <Text size="xs" c="dimmed">
                  {typeOf(v)}
                </Text>
              </Stack>
              <VendorStatusBadge status={v.status} />
            </Group>
            <Stack gap="sm" mt="sm">
              <Contact vendor={v} />
              <VendorStatusActions vendor={v} size="sm" />
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t`Vendors`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Name</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Contact</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Type</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Status</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>E-mail / Phone</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Actions</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {vendors.map((v) => (
            <Table.Tr key={v.id}>
              <Table.Td>
                <NameLink vendor={v} />
              </Table.Td>
              <Table.Td>{v.contactName}</Table.Td>
              <Table.Td>{typeOf(v)}</Table.Td>
              <Table.Td>
                <VendorStatusBadge status={v.status} />
              </Table.Td>
              <Table.Td>
                <Contact vendor={v} />
              </Table.Td>
              <Table.Td>
                <VendorStatusActions vendor={v} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
