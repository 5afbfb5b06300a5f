import { Badge, Code } from '@mantine/core';
import { useState } from 'react';
import { SETUP_MSG } from '@shared/market-setup-messages';
import type { VendorType } from '@shared/schemas/catalog';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/errors';
import { formatDollars } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useSaveVendorType, useVendorTypes } from '@/lib/vendor-types';
import { VendorTypeForm } from '../components/vendor-type-form';
import { ActiveBadge, RowActions, VocabularyScreen } from '../components/vocabulary-screen';

/** /admin/vendor-types: what kinds of vendors sell at the market, their default price and prepayment rule. */
export function VendorTypesRoute() {
  usePageTitle('Vendor Types');
  const types = useVendorTypes();
  const toggle = useSaveVendorType();
  const [editing, setEditing] = useState<VendorType | 'new' | null>(null);

  const setActive = (t: VendorType, isActive: boolean) =>
    toggle.mutate(
      { id: t.id, body: { isActive } },
      {
        onSuccess: () =>
          notify.success(
            isActive ? SETUP_MSG.reactivated('Vendor type') : SETUP_MSG.deactivated('Vendor type'),
            t.label,
          ),
        onError: (error) => notify.error(SETUP_MSG.saveFailed('the vendor type'), errorMessage(error)),
      },
    );

  return (
    <VocabularyScreen
      title="Vendor Types"
      intro="Kinds of vendors, their default base price and whether they pay ahead."
      what="vendor types"
      emptyText={SETUP_MSG.noVendorTypes}
      query={types}
      searchText={(t) => `${t.code} ${t.label} ${t.description}`}
      cardTitle={(t) => t.label}
      columns={[
        { key: 'code', header: 'Code', render: (t) => <Code>{t.code}</Code> },
        { key: 'label', header: 'Label', render: (t) => t.label, hideInCard: true },
        { key: 'price', header: 'Default base price', render: (t) => formatDollars(t.defaultBasePrice), numeric: true },
        {
          key: 'prepay',
          header: 'Prepayment',
          render: (t) =>
            t.requiresPrepayment ? (
              <Badge miw="max-content" variant="light">
                Required
              </Badge>
            ) : (
              'No'
            ),
        },
        {
          key: 'autoPayment',
          header: 'Auto Payment',
          render: (t) => (t.autoPaymentAvailable ? 'Available' : 'Not offered'),
        },
        { key: 'icon', header: 'Icon', render: (t) => <Code>{t.icon}</Code> },
        { key: 'status', header: 'Status', render: (t) => <ActiveBadge active={t.isActive} /> },
      ]}
      actions={(t) => (
        <RowActions
          name={t.label}
          active={t.isActive}
          onEdit={() => setEditing(t)}
          onToggleActive={() => setActive(t, !t.isActive)}
          busy={toggle.isPending && toggle.variables?.id === t.id}
        />
      )}
      createLabel="New Vendor Type"
      onCreate={() => setEditing('new')}
    >
      {editing && (
        <VendorTypeForm vendorType={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </VocabularyScreen>
  );
}
