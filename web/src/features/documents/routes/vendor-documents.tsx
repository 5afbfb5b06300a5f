import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Alert, Anchor, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DOCUMENTS_MSG } from '@/i18n/shared/document-rules';
import { MSG } from '@/i18n/shared/messages';
import { hasPermission } from '@shared/permissions';
import type { VendorDocument } from '@shared/schemas/documents';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList } from '@/components/admin-list/responsive-list';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { IconAlert } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/errors';
import { formatInstant } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useMarketTimeZone } from '@/lib/system-settings';
import {
  downloadDocument,
  useArchiveDocument,
  useDeleteDocument,
  useDocumentTypes,
  useVendorDocuments,
} from '../api/documents';
import { DocumentStatusBadge, ExpiryBadge } from '../components/expiry-badge';
import { UploadDialog } from '../components/upload-dialog';

const deleteTitle = (deleting: VendorDocument | null) => {
  const fileName = deleting?.fileName ?? t`document`;
  return t`Delete ${fileName}?`;
};

/**
 * /vendor/profile/documents (spec 3 §2 Documents): the vendor's documents with their expiry badges; upload, archive,
 * delete and download, each shown only with its permission; Show Archived. An admin names the vendor with ?vendorId=.
 */
export function VendorDocumentsRoute() {
  usePageTitle(t`Documents`);
  const { user } = useSession();
  const [params] = useSearchParams();
  const vendorId = user?.role === 'admin' ? params.get('vendorId') : (user?.vendorId ?? null);
  const can = (code: string) => !!user && hasPermission(user.role, user.permissions, code);
  const canView = can('vendor.documents.view');
  const [showArchived, setShowArchived] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<VendorDocument | null>(null);
  const timeZone = useMarketTimeZone();
  const documents = useVendorDocuments(vendorId, showArchived, canView);
  const types = useDocumentTypes();
  const archive = useArchiveDocument(vendorId ?? '');
  const remove = useDeleteDocument(vendorId ?? '');

  const download = (d: VendorDocument) =>
    downloadDocument(d.id).catch((error: unknown) =>
      notify.error(DOCUMENTS_MSG.downloadFailed, errorMessage(error, DOCUMENTS_MSG.downloadFailed)),
    );

  let body;
  if (!canView) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlert />} title={DOCUMENTS_MSG.accessDenied}>
        {DOCUMENTS_MSG.noViewPermission}
      </Alert>
    );
  } else if (!vendorId) {
    body = (
      <Alert color="yellow" variant="light" icon={<IconAlert />}>
        <Trans>Choose a vendor from the vendor list to see its documents.</Trans>
      </Alert>
    );
  } else if (documents.isPending) body = <ListLoading label={t`Loading documents`} />;
  else if (documents.isError)
    body = (
      <ListError title={DOCUMENTS_MSG.fetchFailed} error={documents.error} onRetry={() => void documents.refetch()} />
    );
  else if (documents.data.length === 0) body = <ListEmpty text={DOCUMENTS_MSG.empty} />;
  else
    body = (
      <ResponsiveList
        label={t`Documents`}
        rows={documents.data}
        rowKey={(d) => d.id}
        cardTitle={(d) => d.typeName}
        columns={[
          { key: 'type', header: t`Type`, render: (d) => d.typeName, hideInCard: true },
          {
            key: 'file',
            header: t`File`,
            render: (d) =>
              d.hasFile ? (
                <Anchor component="button" type="button" onClick={() => void download(d)} ta="left">
                  {d.fileName}
                </Anchor>
              ) : (
                d.fileName
              ),
          },
          {
            key: 'status',
            header: t`Status`,
            render: (d) => (
              <Group gap={6} wrap="nowrap">
                <DocumentStatusBadge status={d.status} />
                {d.archived && (
                  <Text size="sm">
                    <Trans>Archived</Trans>
                  </Text>
                )}
              </Group>
            ),
          },
          {
            key: 'expires',
            header: t`Expires`,
            render: (d) => <ExpiryBadge expirationDate={d.expirationDate} timeZone={timeZone} />,
          },
          {
            key: 'details',
            header: t`Details`,
            render: ({ certificateNumber, countyName, ...d }) =>
              [
                certificateNumber && t`Certificate ${certificateNumber}`,
                countyName && t`${countyName} County`,
                d.description,
                d.reviewNote,
              ]
                .filter(Boolean)
                .join(' · ') || '—',
          },
          { key: 'uploaded', header: t`Uploaded`, render: (d) => formatInstant(d.uploadDate, timeZone) },
        ]}
        actions={(d) => {
          const { fileName } = d;
          return (
            <>
              {d.hasFile && (
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => void download(d)}
                  aria-label={t`Download ${fileName}`}
                >
                  <Trans>Download</Trans>
                </Button>
              )}
              {can('vendor.documents.archive') && !d.archived && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  loading={archive.isPending && archive.variables === d.id}
                  aria-label={t`Archive ${fileName}`}
                  onClick={() =>
                    archive.mutate(d.id, {
                      onSuccess: () => notify.success(DOCUMENTS_MSG.archived, d.fileName),
                      onError: (error) =>
                        notify.error(MSG.errorTitle, errorMessage(error, DOCUMENTS_MSG.archiveFailed)),
                    })
                  }
                >
                  <Trans>Archive</Trans>
                </Button>
              )}
              {can('vendor.documents.delete') && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={t`Delete ${fileName}`}
                  onClick={() => setDeleting(d)}
                >
                  <Trans>Delete</Trans>
                </Button>
              )}
            </>
          );
        }}
      />
    );

  return (
    <PageContainer size="xl">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={1}>
              <Trans>Documents</Trans>
            </Title>
            <Text c="dimmed">
              <Trans>Licenses, permits and insurance the market keeps on file.</Trans>
            </Text>
          </Stack>
          {canView && vendorId && can('vendor.documents.upload') && (
            <Button onClick={() => setUploading(true)} disabled={!types.data}>
              <Trans>Upload Document</Trans>
            </Button>
          )}
        </Group>
        {canView && vendorId && (
          <Switch
            label={t`Show Archived`}
            checked={showArchived}
            onChange={(e) => setShowArchived(e.currentTarget.checked)}
          />
        )}
        {body}
      </Stack>
      {uploading && vendorId && types.data && (
        <UploadDialog vendorId={vendorId} types={types.data} onClose={() => setUploading(false)} />
      )}
      <ConfirmAction
        opened={!!deleting}
        title={deleteTitle(deleting)}
        confirmLabel={t`Delete`}
        onConfirm={() => {
          const d = deleting;
          setDeleting(null);
          if (!d) return;
          remove.mutate(d.id, {
            onSuccess: () => notify.success(DOCUMENTS_MSG.deleted, d.fileName),
            onError: (error) => notify.error(MSG.errorTitle, errorMessage(error, DOCUMENTS_MSG.deleteFailed)),
          });
        }}
        onCancel={() => setDeleting(null)}
      >
        <Trans>Deleting a document cannot be undone.</Trans>
      </ConfirmAction>
    </PageContainer>
  );
}
