import { Badge, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { DOCUMENTS_MSG } from '@shared/document-rules';
import { SETUP_MSG } from '@shared/market-setup-messages';
import type { DocumentType } from '@shared/schemas/documents';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useDocumentTypes, useSaveDocumentType } from '../api/document-types';
import { useVendorTypes } from '@/lib/vendor-types';
import { DocumentTypeForm } from '../components/document-type-form';
import { ActiveBadge, RowActions, VocabularyScreen } from '../components/vocabulary-screen';

function requirements(t: DocumentType): string {
  const asked = [
    t.requiresExpiration && 'expiration date',
    t.requiresCertificateNumber && 'certificate number',
    t.requiresCountyName && 'county name',
    t.requiresDescription && 'description',
  ].filter(Boolean);
  return asked.length ? asked.join(', ') : 'file only';
}

/** /admin/document-types: what vendors upload, what each asks for, and what the market requires to sell. */
export function DocumentTypesRoute() {
  usePageTitle('Document Types');
  const types = useDocumentTypes();
  const vendorTypes = useVendorTypes();
  const toggle = useSaveDocumentType();
  const [editing, setEditing] = useState<DocumentType | 'new' | null>(null);
  const vendorTypeName = (id: string) => vendorTypes.data?.find((v) => v.id === id)?.label ?? id;

  const setActive = (t: DocumentType, isActive: boolean) =>
    toggle.mutate(
      { id: t.id, body: { isActive } },
      {
        onSuccess: () =>
          notify.success(
            isActive ? SETUP_MSG.reactivated('Document type') : SETUP_MSG.deactivated('Document type'),
            t.name,
          ),
        onError: (error) => notify.error(SETUP_MSG.saveFailed('the document type'), errorMessage(error)),
      },
    );

  return (
    <VocabularyScreen
      title="Document Types"
      intro="What vendors upload: the fields each type asks for, and which the market requires before a vendor sells."
      what="document types"
      emptyText={DOCUMENTS_MSG.typesEmpty}
      query={types}
      searchText={(t) => t.name}
      cardTitle={(t) => t.name}
      columns={[
        { key: 'name', header: 'Name', render: (t) => t.name, hideInCard: true },
        { key: 'asks', header: 'Asks for', render: (t) => requirements(t) },
        {
          key: 'required',
          header: 'Required to sell',
          render: (t) =>
            t.requiredToSell ? (
              <Group gap={6} wrap="nowrap">
                <Badge color="orange" variant="light" miw="max-content">
                  Required
                </Badge>
                <Text size="sm">
                  {t.requiredForVendorTypeIds.length
                    ? t.requiredForVendorTypeIds.map(vendorTypeName).join(', ')
                    : 'All vendors'}
                </Text>
              </Group>
            ) : (
              <Text size="sm">No</Text>
            ),
        },
        { key: 'status', header: 'Status', render: (t) => <ActiveBadge active={t.isActive} /> },
      ]}
      actions={(t) => (
        <RowActions
          name={t.name}
          active={t.isActive}
          onEdit={() => setEditing(t)}
          onToggleActive={() => setActive(t, !t.isActive)}
          busy={toggle.isPending && toggle.variables?.id === t.id}
        />
      )}
      createLabel="New Document Type"
      onCreate={() => setEditing('new')}
    >
      {editing && (
        <DocumentTypeForm documentType={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </VocabularyScreen>
  );
}
