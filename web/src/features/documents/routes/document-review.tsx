import { Anchor, Button, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DOCUMENTS_MSG } from '@shared/document-rules';
import type { ReviewDocument, ReviewFilter } from '@shared/schemas/documents';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { LoadMore } from '@/components/admin-list/load-more';
import { ResponsiveList } from '@/components/admin-list/responsive-list';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { PageContainer } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/errors';
import { formatInstant } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { useMarketTimeZone } from '@/lib/system-settings';
import { downloadDocument, useDecideDocument, useReviewDocuments } from '../api/documents';
import { DocumentStatusBadge, ExpiryBadge } from '../components/expiry-badge';

const FILTERS = [
  { value: 'pending', label: 'Pending Review' },
  { value: 'expiring', label: 'Expiring & Expired' },
];

/**
 * /admin/documents (and ?filter=expiring, where the dashboards link): documents waiting for review, to approve or
 * reject, and documents expiring within 30 days or already expired, across all vendors, each linking to its vendor.
 */
export function DocumentReviewRoute() {
  usePageTitle('Documents');
  const [params, setParams] = useSearchParams();
  const filter: ReviewFilter = params.get('filter') === 'expiring' ? 'expiring' : 'pending';
  const timeZone = useMarketTimeZone();
  const documents = useReviewDocuments(filter);
  const decide = useDecideDocument();
  const [rejecting, setRejecting] = useState<ReviewDocument | null>(null);
  const [reason, setReason] = useState('');

  const act = (d: ReviewDocument, decision: 'approve' | 'reject', note?: string) =>
    decide.mutate(
      { id: d.id, decision, reason: note },
      {
        onSuccess: () =>
          notify.success(decision === 'approve' ? DOCUMENTS_MSG.approved : DOCUMENTS_MSG.rejected, d.vendorName),
        onError: (error) => notify.error(DOCUMENTS_MSG.reviewFailed, errorMessage(error, DOCUMENTS_MSG.reviewFailed)),
      },
    );

  let body;
  if (documents.isPending) body = <ListLoading label="Loading documents" />;
  else if (documents.isError)
    body = (
      <ListError
        title={DOCUMENTS_MSG.reviewLoadFailed}
        error={documents.error}
        onRetry={() => void documents.refetch()}
      />
    );
  else if (documents.data.length === 0)
    body = (
      <ListEmpty text={filter === 'pending' ? DOCUMENTS_MSG.reviewEmpty : 'No documents expiring within 30 days'} />
    );
  else
    body = (
      <ResponsiveList
        label={filter === 'pending' ? 'Documents pending review' : 'Expiring and expired documents'}
        rows={documents.data}
        rowKey={(d) => d.id}
        cardTitle={(d) => d.vendorName}
        columns={[
          {
            key: 'vendor',
            header: 'Vendor',
            hideInCard: true,
            render: (d) => (
              <Anchor component={Link} to={paths.vendorDetails(d.vendorId)}>
                {d.vendorName || d.vendorId}
              </Anchor>
            ),
          },
          { key: 'type', header: 'Type', render: (d) => d.typeName },
          {
            key: 'file',
            header: 'File',
            render: (d) =>
              d.hasFile ? (
                <Anchor
                  component="button"
                  type="button"
                  ta="left"
                  onClick={() =>
                    void downloadDocument(d.id).catch((error: unknown) =>
                      notify.error(DOCUMENTS_MSG.downloadFailed, errorMessage(error, DOCUMENTS_MSG.downloadFailed)),
                    )
                  }
                >
                  {d.fileName}
                </Anchor>
              ) : (
                d.fileName
              ),
          },
          { key: 'status', header: 'Status', render: (d) => <DocumentStatusBadge status={d.status} /> },
          {
            key: 'expires',
            header: 'Expires',
            render: (d) => <ExpiryBadge expirationDate={d.expirationDate} timeZone={timeZone} />,
          },
          { key: 'uploaded', header: 'Uploaded', render: (d) => formatInstant(d.uploadDate, timeZone) },
        ]}
        actions={(d) =>
          d.status === 'pending' ? (
            <>
              <Button
                size="compact-sm"
                variant="light"
                color="leaf"
                aria-label={`Approve ${d.typeName} of ${d.vendorName}`}
                loading={decide.isPending && decide.variables?.id === d.id}
                onClick={() => act(d, 'approve')}
              >
                Approve
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                aria-label={`Reject ${d.typeName} of ${d.vendorName}`}
                onClick={() => {
                  setReason('');
                  setRejecting(d);
                }}
              >
                Reject
              </Button>
            </>
          ) : (
            <Anchor component={Link} to={paths.vendorDetails(d.vendorId)} size="sm">
              View vendor
            </Anchor>
          )
        }
      />
    );

  return (
    <PageContainer size="xl">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1}>Documents</Title>
          <Text c="dimmed">Review what vendors upload, and follow up on what runs out.</Text>
        </Stack>
        <SegmentedControl
          aria-label="Which documents"
          data={FILTERS}
          value={filter}
          onChange={(value) => setParams(value === 'pending' ? {} : { filter: value }, { replace: true })}
          w={{ base: '100%', sm: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
        {body}
        <LoadMore list={documents} />
      </Stack>
      <ConfirmAction
        opened={!!rejecting}
        title={`Reject ${rejecting?.typeName ?? 'document'} of ${rejecting?.vendorName ?? ''}?`}
        confirmLabel="Reject"
        onConfirm={() => {
          const d = rejecting;
          setRejecting(null);
          if (d) act(d, 'reject', reason.trim() || undefined);
        }}
        onCancel={() => setRejecting(null)}
      >
        <Textarea
          label="Reason (the vendor sees it)"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          rows={2}
        />
      </ConfirmAction>
    </PageContainer>
  );
}
