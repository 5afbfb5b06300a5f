import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  MultiSelect,
  Progress,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useRef, useState } from 'react';
import {
  BULK_BODY_MAX,
  BULK_MSG,
  BULK_SUBJECT_MAX,
  BULK_TEMPLATES,
  BULK_VARIABLES,
  REQUEST_AUDIENCES,
  type BulkChannel,
  type BulkPreview,
  type RequestAudience,
} from '@shared/schemas/bulk-messages';
import { VENDOR_STATUS_LABELS, VENDOR_STATUS_VALUES, type VendorStatusValue } from '@shared/schemas/vendors';
import { countOf } from '@shared/plural';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/errors';
import { formatMarketDate } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { useVendorTypes } from '@/lib/public-catalog';
import { useMarketDates } from '@/lib/market-dates';
import { useAdminMarkets } from '@/lib/markets';
import { MARKET_MSG } from '@shared/market-messages';
import { useBulkProgress, usePreviewBulkMessage, useSendBulkMessage } from '../api/bulk-messages';

const TITLE = 'Bulk Messages';
const CHANNELS: { value: BulkChannel; label: string }[] = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
  { value: 'both', label: 'Both' },
];
const REQUEST_LABELS: Record<RequestAudience, string> = {
  requested: 'Requested',
  approved: 'Approved',
  unpaid: 'Approved, not paid',
  missing: 'Missing',
};

const newKey = () => `bulk-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

function ProgressPanel({ batchId, queued }: { batchId: string; queued: number }) {
  const progress = useBulkProgress(batchId);
  const p = progress.data ?? { queued, sent: 0, failed: 0 };
  const done = p.sent + p.failed;
  const finished = done >= p.queued;
  return (
    <Card withBorder padding="md" aria-live="polite">
      <Stack gap="xs">
        <Text fw={600}>{finished ? 'All messages are out' : 'Sending…'}</Text>
        <Progress
          value={p.queued ? (done / p.queued) * 100 : 100}
          color={p.failed ? 'orange' : 'leaf'}
          aria-label="Messages sent"
        />
        <Text size="sm" data-testid="bulk-progress">
          Sent {p.sent} of {p.queued}
          {p.failed ? `, ${p.failed} failed (see View Messages)` : ''}
        </Text>
        {progress.isError && (
          <Text size="sm" c="red.9">
            Could not read the progress: {errorMessage(progress.error)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /admin/bulk-messages (issue 13): choose an audience, a channel and a message (a ready-made one or free text with
 * variables), preview it for one recipient, and send it in one call; the server queues one message per recipient
 * and the screen follows the batch until every message is out.
 */
export function BulkMessagesRoute() {
  usePageTitle(TITLE);
  const types = useVendorTypes();
  const dates = useMarketDates('upcoming');
  const markets = useAdminMarkets();
  const [channel, setChannel] = useState<BulkChannel>('email');
  const [vendorTypeIds, setVendorTypeIds] = useState<string[]>([]);
  const [statuses, setStatuses] = useState<VendorStatusValue[]>(['APPROVED']);
  const [marketId, setMarketId] = useState<string | null>(null);
  const [marketDateId, setMarketDateId] = useState<string | null>(null);
  const [requestStatuses, setRequestStatuses] = useState<RequestAudience[]>([]);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [batch, setBatch] = useState<{ batchId: string; queued: number } | null>(null);
  const key = useRef(newKey());
  const previewing = usePreviewBulkMessage();
  const sending = useSendBulkMessage();

  const audience = {
    vendorTypeIds,
    statuses,
    ...(marketId ? { marketId } : {}),
    ...(marketDateId ? { marketDateId, requestStatuses } : {}),
  };
  const message = { channel, subject, body, audience };
  // Any change makes the shown preview stale and a later Send a new message.
  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPreview(null);
      key.current = newKey();
    };

  const chooseTemplate = (id: string | null) => {
    setTemplateId(id);
    const t = BULK_TEMPLATES.find((x) => x.id === id);
    if (t) {
      setSubject(t.subject);
      setBody(t.body);
    }
    setPreview(null);
    key.current = newKey();
  };

  const showPreview = () =>
    previewing.mutate(message, {
      onSuccess: setPreview,
      onError: (error) => notify.error('Preview failed', errorMessage(error)),
    });

  const send = () =>
    sending.mutate(
      { ...message, ...(templateId ? { templateId } : {}), idempotencyKey: key.current },
      {
        onSuccess: (r) => {
          setConfirming(false);
          setBatch(r);
          notify.success('Message sent', BULK_MSG.sent(r.queued));
        },
        onError: (error) => {
          setConfirming(false);
          notify.error('Failed to send message', errorMessage(error));
        },
      },
    );

  const startOver = () => {
    setBatch(null);
    setPreview(null);
    key.current = newKey();
  };

  return (
    <PageContainer size="md">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1}>{TITLE}</Title>
          <Text c="dimmed">One message to many vendors, by e-mail, text or both, as each person chose to hear.</Text>
        </Stack>

        <Card withBorder padding="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Audience
            </Title>
            <MultiSelect
              label="Vendor types"
              placeholder={vendorTypeIds.length ? undefined : 'All types'}
              data={(types.data ?? []).map((t) => ({ value: t.id, label: t.label }))}
              value={vendorTypeIds}
              onChange={changed(setVendorTypeIds)}
              clearable
            />
            <MultiSelect
              label="Vendor statuses"
              data={VENDOR_STATUS_VALUES.map((s) => ({ value: s, label: VENDOR_STATUS_LABELS[s] }))}
              value={statuses}
              onChange={changed((v: string[]) => setStatuses(v as VendorStatusValue[]))}
            />
            {(markets.data?.length ?? 0) > 1 && (
              <Select
                label="Market"
                placeholder={MARKET_MSG.allMarkets}
                clearable
                data={(markets.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
                value={marketId}
                onChange={changed((v: string | null) => {
                  setMarketId(v);
                  setMarketDateId(null);
                  setRequestStatuses([]);
                })}
              />
            )}
            <Select
              label="Market date"
              placeholder="Any date"
              clearable
              data={(dates.data ?? [])
                .filter((d) => !marketId || d.marketId === marketId)
                .map((d) => ({ value: d.id, label: formatMarketDate(d.date) }))}
              value={marketDateId}
              onChange={changed((v: string | null) => {
                setMarketDateId(v);
                if (!v) setRequestStatuses([]);
              })}
            />
            <MultiSelect
              label="Vendors who, for that date, are"
              placeholder={marketDateId ? 'Any' : 'Choose a market date first'}
              disabled={!marketDateId}
              data={REQUEST_AUDIENCES.map((r) => ({ value: r, label: REQUEST_LABELS[r] }))}
              value={requestStatuses}
              onChange={changed((v: string[]) => setRequestStatuses(v as RequestAudience[]))}
            />
          </Stack>
        </Card>

        <Card withBorder padding="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Message
            </Title>
            <div>
              <Text size="sm" fw={500} mb={4} id="bulk-channel-label">
                Channel
              </Text>
              <SegmentedControl
                aria-labelledby="bulk-channel-label"
                data={CHANNELS}
                value={channel}
                onChange={changed((v: string) => setChannel(v as BulkChannel))}
              />
            </div>
            <Select
              label="Template"
              placeholder="Free text"
              clearable
              data={BULK_TEMPLATES.map((t) => ({ value: t.id, label: t.name }))}
              value={templateId}
              onChange={chooseTemplate}
            />
            {channel !== 'sms' && (
              <TextInput
                label="Subject"
                required
                maxLength={BULK_SUBJECT_MAX}
                value={subject}
                onChange={(e) => changed(setSubject)(e.currentTarget.value)}
              />
            )}
            <Textarea
              label="Message"
              required
              autosize
              minRows={5}
              maxLength={BULK_BODY_MAX}
              description={`Variables: ${BULK_VARIABLES.map((v) => `{{${v}}}`).join(', ')} (marketDate needs a market date).`}
              value={body}
              onChange={(e) => changed(setBody)(e.currentTarget.value)}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={showPreview} loading={previewing.isPending} disabled={!body.trim()}>
                Preview
              </Button>
              <Button onClick={() => setConfirming(true)} disabled={!preview || preview.recipients === 0 || !!batch}>
                Send
              </Button>
            </Group>
          </Stack>
        </Card>

        {preview && (
          <Card withBorder padding="md" data-testid="bulk-preview">
            <Stack gap="xs">
              <Title order={2} size="h4">
                Preview
              </Title>
              {preview.vendor ? (
                <>
                  <Text size="sm">
                    Reaches {countOf(preview.recipients, 'vendor')} ({countOf(preview.messages, 'message')}). As{' '}
                    {preview.vendor.name} would get it:
                  </Text>
                  {channel !== 'sms' && (
                    <>
                      <Text fw={600}>{preview.subject}</Text>
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {preview.text}
                      </Text>
                    </>
                  )}
                  {channel !== 'email' && (
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      SMS: {preview.sms}
                    </Text>
                  )}
                </>
              ) : (
                <Alert color="yellow">{BULK_MSG.noRecipients}</Alert>
              )}
            </Stack>
          </Card>
        )}

        {batch && (
          <Stack gap="sm">
            <ProgressPanel batchId={batch.batchId} queued={batch.queued} />
            <Group justify="flex-end">
              <Button variant="default" onClick={startOver}>
                Write another
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>

      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Send this message?" centered>
        <Stack gap="md">
          <Text>
            It goes to {countOf(preview?.recipients ?? 0, 'vendor')} ({countOf(preview?.messages ?? 0, 'message')}).
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={send} loading={sending.isPending}>
              Send to {preview?.recipients ?? 0}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PageContainer>
  );
}
