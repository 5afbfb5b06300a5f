import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import type { MessageDescriptor } from '@lingui/core';
import { useRef, useState } from 'react';
import {
  BULK_BODY_MAX,
  BULK_SUBJECT_MAX,
  BULK_TEMPLATES,
  BULK_VARIABLES,
  REQUEST_AUDIENCES,
  type BulkChannel,
  type BulkPreview,
  type RequestAudience,
} from '@shared/schemas/bulk-messages';
import { VENDOR_STATUS_VALUES, type VendorStatusValue } from '@shared/schemas/vendors';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { MARKET_MSG } from '@/i18n/shared/market-messages';
import { errorMessage } from '@/lib/errors';
import { formatMarketDate } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { useVendorTypes } from '@/lib/public-catalog';
import { useMarketDates } from '@/lib/market-dates';
import { useAdminMarkets } from '@/lib/markets';
import { useBulkProgress, usePreviewBulkMessage, useSendBulkMessage } from '../api/bulk-messages';

const TITLE = msg`Bulk Messages`;
const CHANNELS = [
  { value: 'email', label: msg`Email` },
  { value: 'sms', label: msg`SMS` },
  { value: 'both', label: msg`Both` },
] as const satisfies readonly { value: BulkChannel; label: MessageDescriptor }[];
const REQUEST_LABELS: Record<RequestAudience, MessageDescriptor> = {
  requested: msg({ message: 'Requested', context: 'space request' }),
  approved: msg({ message: 'Approved', context: 'space request' }),
  unpaid: msg({ message: 'Approved, not paid', context: 'space request' }),
  missing: msg({ message: 'Missing', context: 'space request' }),
};
const STATUS_LABELS: Record<VendorStatusValue, MessageDescriptor> = {
  PENDING: msg({ message: 'Pending', context: 'vendor status' }),
  APPROVED: msg({ message: 'Approved', context: 'vendor status' }),
  HOLD: msg({ message: 'On Hold', context: 'vendor status' }),
  REJECTED: msg({ message: 'Rejected', context: 'vendor status' }),
  ARCHIVED: msg({ message: 'Archived', context: 'vendor status' }),
};
/** The ready-made messages' names in the template select (their subject and body are sent as they are). */
const TEMPLATE_NAMES: Record<(typeof BULK_TEMPLATES)[number]['id'], MessageDescriptor> = {
  weather_update: msg`Weather update`,
  market_day_reminder: msg`Market day reminder`,
  general_announcement: msg`General announcement`,
};

const newKey = () => `bulk-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

function ProgressPanel({ batchId, queued }: { batchId: string; queued: number }) {
  const { t } = useLingui();
  const progress = useBulkProgress(batchId);
  const p = progress.data ?? { queued, sent: 0, failed: 0 };
  const { sent, failed } = p;
  const total = p.queued;
  const done = p.sent + p.failed;
  const finished = done >= p.queued;
  return (
    <Card withBorder padding="md" aria-live="polite">
      <Stack gap="xs">
        <Text fw={600}>{finished ? t`All messages are out` : t`Sending…`}</Text>
        <Progress
          value={p.queued ? (done / p.queued) * 100 : 100}
          color={p.failed ? 'orange' : 'leaf'}
          aria-label={t`Messages sent`}
        />
        <Text size="sm" data-testid="bulk-progress">
          {failed ? t`Sent ${sent} of ${total}, ${failed} failed (see View Messages)` : t`Sent ${sent} of ${total}`}
        </Text>
        {progress.isError && (
          <Text size="sm" c="red.9">
            <Trans>Could not read the progress: {errorMessage(progress.error)}</Trans>
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
  const { t, i18n } = useLingui();
  const title = i18n._(TITLE);
  usePageTitle(title);
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
    const template = BULK_TEMPLATES.find((x) => x.id === id);
    if (template) {
      setSubject(template.subject);
      setBody(template.body);
    }
    setPreview(null);
    key.current = newKey();
  };

  const showPreview = () =>
    previewing.mutate(message, {
      onSuccess: setPreview,
      onError: (error) => notify.error(t`Preview failed`, errorMessage(error)),
    });

  const send = () =>
    sending.mutate(
      { ...message, ...(templateId ? { templateId } : {}), idempotencyKey: key.current },
      {
        onSuccess: (r) => {
          setConfirming(false);
          setBatch(r);
          notify.success(
            t`Message sent`,
            plural(r.queued, { one: 'Message queued for # vendor', other: 'Message queued for # vendors' }),
          );
        },
        onError: (error) => {
          setConfirming(false);
          notify.error(t`Failed to send message`, errorMessage(error));
        },
      },
    );

  const startOver = () => {
    setBatch(null);
    setPreview(null);
    key.current = newKey();
  };

  const recipients = preview?.recipients ?? 0;
  const reach = plural(recipients, { one: '# vendor', other: '# vendors' });
  const messages = plural(preview?.messages ?? 0, { one: '# message', other: '# messages' });
  const previewName = preview?.vendor?.name;
  const variables = BULK_VARIABLES.map((v) => `{{${v}}}`).join(', ');

  return (
    <PageContainer size="md">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">
            <Trans>One message to many vendors, by e-mail, text or both, as each person chose to hear.</Trans>
          </Text>
        </Stack>

        <Card withBorder padding="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              <Trans>Audience</Trans>
            </Title>
            <MultiSelect
              label={t`Vendor types`}
              placeholder={vendorTypeIds.length ? undefined : t`All types`}
              data={(types.data ?? []).map((type) => ({ value: type.id, label: type.label }))}
              value={vendorTypeIds}
              onChange={changed(setVendorTypeIds)}
              clearable
            />
            <MultiSelect
              label={t`Vendor statuses`}
              data={VENDOR_STATUS_VALUES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) }))}
              value={statuses}
              onChange={changed((v: string[]) => setStatuses(v as VendorStatusValue[]))}
            />
            {(markets.data?.length ?? 0) > 1 && (
              <Select
                label={t`Market`}
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
              label={t`Market date`}
              placeholder={t`Any date`}
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
              label={t`Vendors who, for that date, are`}
              placeholder={marketDateId ? t`Any` : t`Choose a market date first`}
              disabled={!marketDateId}
              data={REQUEST_AUDIENCES.map((r) => ({ value: r, label: i18n._(REQUEST_LABELS[r]) }))}
              value={requestStatuses}
              onChange={changed((v: string[]) => setRequestStatuses(v as RequestAudience[]))}
            />
          </Stack>
        </Card>

        <Card withBorder padding="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              <Trans>Message</Trans>
            </Title>
            <div>
              <Text size="sm" fw={500} mb={4} id="bulk-channel-label">
                <Trans>Channel</Trans>
              </Text>
              <SegmentedControl
                aria-labelledby="bulk-channel-label"
                data={CHANNELS.map((c) => ({ value: c.value, label: i18n._(c.label) }))}
                value={channel}
                onChange={changed((v: string) => setChannel(v as BulkChannel))}
              />
            </div>
            <Select
              label={t`Template`}
              placeholder={t`Free text`}
              clearable
              data={BULK_TEMPLATES.map((template) => ({
                value: template.id,
                label: i18n._(TEMPLATE_NAMES[template.id]),
              }))}
              value={templateId}
              onChange={chooseTemplate}
            />
            {channel !== 'sms' && (
              <TextInput
                label={t`Subject`}
                required
                maxLength={BULK_SUBJECT_MAX}
                value={subject}
                onChange={(e) => changed(setSubject)(e.currentTarget.value)}
              />
            )}
            <Textarea
              label={t`Message`}
              required
              autosize
              minRows={5}
              maxLength={BULK_BODY_MAX}
              description={t`Variables: ${variables} (marketDate needs a market date).`}
              value={body}
              onChange={(e) => changed(setBody)(e.currentTarget.value)}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={showPreview} loading={previewing.isPending} disabled={!body.trim()}>
                <Trans>Preview</Trans>
              </Button>
              <Button onClick={() => setConfirming(true)} disabled={!preview || preview.recipients === 0 || !!batch}>
                <Trans>Send</Trans>
              </Button>
            </Group>
          </Stack>
        </Card>

        {preview && (
          <Card withBorder padding="md" data-testid="bulk-preview">
            <Stack gap="xs">
              <Title order={2} size="h4">
                <Trans>Preview</Trans>
              </Title>
              {preview.vendor ? (
                <>
                  <Text size="sm">{t`Reaches ${reach} (${messages}). As ${previewName} would get it:`}</Text>
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
                      <Trans>SMS: {preview.sms}</Trans>
                    </Text>
                  )}
                </>
              ) : (
                <Alert color="yellow">
                  <Trans>No vendors match this audience</Trans>
                </Alert>
              )}
            </Stack>
          </Card>
        )}

        {batch && (
          <Stack gap="sm">
            <ProgressPanel batchId={batch.batchId} queued={batch.queued} />
            <Group justify="flex-end">
              <Button variant="default" onClick={startOver}>
                <Trans>Write another</Trans>
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>

      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t`Send this message?`} centered>
        <Stack gap="md">
          <Text>{t`It goes to ${reach} (${messages}).`}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onClick={send} loading={sending.isPending}>
              <Trans>Send to {recipients}</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PageContainer>
  );
}
