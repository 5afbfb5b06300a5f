import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Anchor, Button, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DOCUMENTS_MSG } from '@/i18n/shared/document-rules';
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

/** Built at render: the labels follow the reader's language. */
const filters = () => [
  { value: 'pending', label: t`Pending Review` },
  { value: 'expiring', label: t`Expiring & Expired` },
];

const rejectTitle = (rejecting: ReviewDocument | null) => {
  const typeName = rejecting?.typeName ?? t`document`;
  const vendorName = rejecting?.vendorName ?? '';
  return t`Reject ${typeName} of ${vendorName}?`;
};

/**
 * /admin/documents (and ?filter=expiring, where the dashboards link): documents waiting for review, to approve or
 * reject, and documents expiring within 30 days or already expired, across all vendors, each linking to its vendor.
 */
export function DocumentReviewRoute() {
  usePageTitle(t`Documents`);
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
  if (documents.isPending) body = <ListLoading label={t`Loading documents`} />;
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
      <ListEmpty text={filter === 'pending' ? DOCUMENTS_MSG.reviewEmpty : t`No documents expiring within 30 days`} />
    );
  else
    body = (
      <ResponsiveList
        label={filter === 'pending' ? t`Documents pending review` : t`Expiring and expired documents`}
        rows={documents.data}
        rowKey={(d) => d.id}
        cardTitle={(d) => d.vendorName}
        columns={[
          {
            key: 'vendor',
            header: t`Vendor`,
            hideInCard: true,
            render: (d) => (
              <Anchor component={Link} to={paths.vendorDetails(d.vendorId)}>
                {d.vendorName || d.vendorId}
              </Anchor>
            ),
          },
          { key: 'type', header: t`Type`, render: (d) => d.typeName },
          {
            key: 'file',
            header: t`File`,
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
          { key: 'status', header: t`Status`, render: (d) => <DocumentStatusBadge status={d.status} /> },
          {
            key: 'expires',
            header: t`Expires`,
            render: (d) => <ExpiryBadge expirationDate={d.expirationDate} timeZone={timeZone} />,
          },
          { key: 'uploaded', header: t`Uploaded`, render: (d) => formatInstant(d.uploadDate, timeZone) },
        ]}
        actions={(d) => {
          const { typeName, vendorName } = d;
          return d.status === 'pending' ? (
            <>
              <Button
                size="compact-sm"
                variant="light"
                color="leaf"
                aria-label={t`Approve ${typeName} of ${vendorName}`}
                loading={decide.isPending && decide.variables?.id === d.id}
                onClick={() => act(d, 'approve')}
              >
                <Trans>Approve</Trans>
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                aria-label={t`Reject ${typeName} of ${vendorName}`}
                onClick={() => {
                  setReason('');
                  setRejecting(d);
                }}
              >
                <Trans>Reject</Trans>
              </Button>
            </>
          ) : (
            <Anchor component={Link} to={paths.vendorDetails(d.vendorId)} size="sm">
              <Trans>View vendor</Trans>
            </Anchor>
          );
        }}
      />
    );

  return (
    <PageContainer size="xl">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1}>
            <Trans>Documents</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Review what vendors upload, and follow up on what runs out.</Trans>
          </Text>
        </Stack>
        <SegmentedControl
          aria-label={t`Which documents`}
          data={filters()}
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
        title={rejectTitle(rejecting)}
        confirmLabel={t`Reject`}
        onConfirm={() => {
          const d = rejecting;
          setRejecting(null);
          if (d) act(d, 'reject', reason.trim() || undefined);
        }}
        onCancel={() => setRejecting(null)}
      >
        <Textarea
          label={t`Reason (the vendor sees it)`}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          rows={2}
        />
      </ConfirmAction>
    </PageContainer>
  );
}
