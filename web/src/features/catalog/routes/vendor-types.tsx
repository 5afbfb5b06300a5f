import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Code } from '@mantine/core';
import { useState } from 'react';
import type { VendorType } from '@shared/schemas/catalog';
import { usePageTitle } from '@/hooks/use-page-title';
import { SETUP_MSG } from '@/i18n/shared/market-setup-messages';
import { errorMessage } from '@/lib/errors';
import { formatDollars } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useSaveVendorType, useVendorTypes } from '@/lib/vendor-types';
import { VendorTypeForm } from '../components/vendor-type-form';
import { ActiveBadge, RowActions, VocabularyScreen } from '../components/vocabulary-screen';

/** /admin/vendor-types: what kinds of vendors sell at the market, their default price and prepayment rule. */
export function VendorTypesRoute() {
  const { t } = useLingui();
  usePageTitle(t`Vendor Types`);
  const types = useVendorTypes();
  const toggle = useSaveVendorType();
  const [editing, setEditing] = useState<VendorType | 'new' | null>(null);

  const setActive = (row: VendorType, isActive: boolean) =>
    toggle.mutate(
      { id: row.id, body: { isActive } },
      {
        onSuccess: () =>
          notify.success(
            isActive ? SETUP_MSG.reactivated(t`Vendor type`) : SETUP_MSG.deactivated(t`Vendor type`),
            row.label,
          ),
        onError: (error) => notify.error(SETUP_MSG.saveFailed(t`the vendor type`), errorMessage(error)),
      },
    );

  return (
    <VocabularyScreen
      title={t`Vendor Types`}
      intro={t`Kinds of vendors, their default base price and whether they pay ahead.`}
      what={t`vendor types`}
      emptyText={SETUP_MSG.noVendorTypes}
      query={types}
      searchText={(row) => `${row.code} ${row.label} ${row.description}`}
      cardTitle={(row) => row.label}
      columns={[
        { key: 'code', header: t`Code`, render: (row) => <Code>{row.code}</Code> },
        { key: 'label', header: t`Label`, render: (row) => row.label, hideInCard: true },
        {
          key: 'price',
          header: t`Default base price`,
          render: (row) => formatDollars(row.defaultBasePrice),
          numeric: true,
        },
        {
          key: 'prepay',
          header: t`Prepayment`,
          render: (row) =>
            row.requiresPrepayment ? (
              <Badge miw="max-content" variant="light">
                <Trans>Required</Trans>
              </Badge>
            ) : (
              t`No`
            ),
        },
        {
          key: 'autoPayment',
          header: t`Auto Payment`,
          render: (row) => (row.autoPaymentAvailable ? t`Available` : t`Not offered`),
        },
        { key: 'icon', header: t`Icon`, render: (row) => <Code>{row.icon}</Code> },
        { key: 'status', header: t`Status`, render: (row) => <ActiveBadge active={row.isActive} /> },
      ]}
      actions={(row) => (
        <RowActions
          name={row.label}
          active={row.isActive}
          onEdit={() => setEditing(row)}
          onToggleActive={() => setActive(row, !row.isActive)}
          busy={toggle.isPending && toggle.variables?.id === row.id}
        />
      )}
      createLabel={t`New Vendor Type`}
      onCreate={() => setEditing('new')}
    >
      {editing && (
        <VendorTypeForm vendorType={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </VocabularyScreen>
  );
}
