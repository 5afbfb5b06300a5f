import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { DOCUMENTS_MSG } from '@/i18n/shared/document-rules';
import type { DocumentType } from '@shared/schemas/documents';
import { usePageTitle } from '@/hooks/use-page-title';
import { SETUP_MSG } from '@/i18n/shared/market-setup-messages';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useDocumentTypes, useSaveDocumentType } from '../api/document-types';
import { useVendorTypes } from '@/lib/vendor-types';
import { DocumentTypeForm } from '../components/document-type-form';
import { ActiveBadge, RowActions, VocabularyScreen } from '../components/vocabulary-screen';

function requirements(i18n: I18n, row: DocumentType): string {
  const asked = [
    row.requiresExpiration && msg`expiration date`,
    row.requiresCertificateNumber && msg`certificate number`,
    row.requiresCountyName && msg`county name`,
    row.requiresDescription && msg`description`,
  ].flatMap((field) => (field ? [i18n._(field)] : []));
  return asked.length ? asked.join(', ') : i18n._(msg`file only`);
}

/** /admin/document-types: what vendors upload, what each asks for, and what the market requires to sell. */
export function DocumentTypesRoute() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Document Types`);
  const types = useDocumentTypes();
  const vendorTypes = useVendorTypes();
  const toggle = useSaveDocumentType();
  const [editing, setEditing] = useState<DocumentType | 'new' | null>(null);
  const vendorTypeName = (id: string) => vendorTypes.data?.find((v) => v.id === id)?.label ?? id;

  const setActive = (row: DocumentType, isActive: boolean) =>
    toggle.mutate(
      { id: row.id, body: { isActive } },
      {
        onSuccess: () =>
          notify.success(
            isActive ? SETUP_MSG.reactivated(t`Document type`) : SETUP_MSG.deactivated(t`Document type`),
            row.name,
          ),
        onError: (error) => notify.error(SETUP_MSG.saveFailed(t`the document type`), errorMessage(error)),
      },
    );

  return (
    <VocabularyScreen
      title={t`Document Types`}
      intro={t`What vendors upload: the fields each type asks for, and which the market requires before a vendor sells.`}
      what={t`document types`}
      emptyText={DOCUMENTS_MSG.typesEmpty}
      query={types}
      searchText={(row) => row.name}
      cardTitle={(row) => row.name}
      columns={[
        { key: 'name', header: t`Name`, render: (row) => row.name, hideInCard: true },
        { key: 'asks', header: t`Asks for`, render: (row) => requirements(i18n, row) },
        {
          key: 'required',
          header: t`Required to sell`,
          render: (row) =>
            row.requiredToSell ? (
              <Group gap={6} wrap="nowrap">
                <Badge color="orange" variant="light" miw="max-content">
                  <Trans>Required</Trans>
                </Badge>
                <Text size="sm">
                  {row.requiredForVendorTypeIds.length
                    ? row.requiredForVendorTypeIds.map(vendorTypeName).join(', ')
                    : t`All vendors`}
                </Text>
              </Group>
            ) : (
              <Text size="sm">
                <Trans>No</Trans>
              </Text>
            ),
        },
        { key: 'status', header: t`Status`, render: (row) => <ActiveBadge active={row.isActive} /> },
      ]}
      actions={(row) => (
        <RowActions
          name={row.name}
          active={row.isActive}
          onEdit={() => setEditing(row)}
          onToggleActive={() => setActive(row, !row.isActive)}
          busy={toggle.isPending && toggle.variables?.id === row.id}
        />
      )}
      createLabel={t`New Document Type`}
      onCreate={() => setEditing('new')}
    >
      {editing && (
        <DocumentTypeForm documentType={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </VocabularyScreen>
  );
}
