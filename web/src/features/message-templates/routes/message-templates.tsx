import { Badge, Button, Checkbox, Group, Modal, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import {
  TEMPLATE_EMAIL_MAX,
  TEMPLATE_SMS_MAX,
  TEMPLATE_SUBJECT_MAX,
  TEMPLATES_MSG,
  templateEditSchema,
  type MessageTemplateEntry,
  type TemplatePreview,
} from '@shared/schemas/message-templates';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList } from '@/components/admin-list/responsive-list';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useMessageTemplates, usePreviewMessageTemplate, useSaveMessageTemplate } from '../api/message-templates';

function StateBadge({ t }: { t: MessageTemplateEntry }) {
  if (!t.edited) return <Badge variant="light">Default</Badge>;
  return t.isActive ? (
    <Badge variant="light" color="leaf">
      Edited
    </Badge>
  ) : (
    <Badge variant="light" color="gray">
      Edit off
    </Badge>
  );
}

function EditDialog({ template, onClose }: { template: MessageTemplateEntry | null; onClose: () => void }) {
  const save = useSaveMessageTemplate();
  const previewing = usePreviewMessageTemplate();
  const [preview, setPreview] = useState<TemplatePreview | null>(null);
  const form = useSchemaForm(templateEditSchema, {
    initialValues: { subject: '', emailBody: '', smsBody: '', isHtml: false, isActive: true },
  });

  useEffect(() => {
    if (!template) return;
    form.setValues({
      subject: template.subject,
      emailBody: template.emailBody,
      smsBody: template.smsBody,
      isHtml: template.isHtml,
      isActive: template.isActive,
    });
    form.clearErrors();
    setPreview(null);
    // Only when another template is opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [template?.code]);

  if (!template) return null;
  const submit = form.onSubmit((body) =>
    save.mutate(
      { code: template.code, body },
      {
        onSuccess: () => {
          notify.success(TEMPLATES_MSG.saved, template.name);
          onClose();
        },
        onError: (error) => notify.error(TEMPLATES_MSG.saveFailed, errorMessage(error, TEMPLATES_MSG.saveFailed)),
      },
    ),
  );
  const showPreview = () =>
    previewing.mutate(
      { code: template.code, ...form.getValues() },
      {
        onSuccess: setPreview,
        onError: (error) => notify.error('Preview failed', errorMessage(error)),
      },
    );

  return (
    <Modal opened onClose={onClose} title={`Edit: ${template.name}`} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {template.description}
          </Text>
          <TextInput label="Subject" required maxLength={TEMPLATE_SUBJECT_MAX} {...form.getInputProps('subject')} />
          <Textarea
            label="E-mail body"
            required
            autosize
            minRows={6}
            maxLength={TEMPLATE_EMAIL_MAX}
            {...form.getInputProps('emailBody')}
          />
          <Checkbox label="The e-mail body is HTML" {...form.getInputProps('isHtml', { type: 'checkbox' })} />
          <Textarea
            label="SMS body"
            autosize
            minRows={2}
            maxLength={TEMPLATE_SMS_MAX}
            {...form.getInputProps('smsBody')}
          />
          <Switch
            label="Use this wording (off sends the default)"
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          {preview && (
            <Stack gap={4} p="sm" bg="gray.0" data-testid="template-preview">
              <Text fw={600}>{preview.subject}</Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {preview.text}
              </Text>
              {preview.sms && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  SMS: {preview.sms}
                </Text>
              )}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={showPreview} loading={previewing.isPending}>
              Preview
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * /admin/message-templates (issue 13): the wording of every e-mail and text the product sends, each with its default
 * and the admin's edit, previewed with sample values. An edit that is switched off sends the default again.
 */
export function MessageTemplatesRoute() {
  usePageTitle(TEMPLATES_MSG.title);
  const templates = useMessageTemplates();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<MessageTemplateEntry | null>(null);
  const term = search.trim().toLowerCase();
  const rows = (templates.data?.templates ?? []).filter(
    (t) =>
      !term || t.name.toLowerCase().includes(term) || t.code.includes(term) || t.subject.toLowerCase().includes(term),
  );

  let body: ReactNode;
  if (templates.isPending) body = <ListLoading label="Loading message templates" />;
  else if (templates.isError)
    body = (
      <ListError title={TEMPLATES_MSG.loadFailed} error={templates.error} onRetry={() => void templates.refetch()} />
    );
  else if (rows.length === 0) body = <ListEmpty text={TEMPLATES_MSG.empty} />;
  else
    body = (
      <ResponsiveList
        label="Message templates"
        rows={rows}
        rowKey={(t) => t.code}
        cardTitle={(t) => t.name}
        columns={[
          { key: 'name', header: 'Name', render: (t) => t.name, hideInCard: true },
          {
            key: 'code',
            header: 'Code',
            render: (t) => (
              <Text span ff="monospace" size="sm">
                {t.code}
              </Text>
            ),
          },
          {
            key: 'subject',
            header: 'Subject',
            render: (t) => (
              <Text span inherit style={{ overflowWrap: 'anywhere' }}>
                {t.subject}
              </Text>
            ),
          },
          { key: 'state', header: 'Wording', render: (t) => <StateBadge t={t} /> },
        ]}
        actions={(t) => (
          <Button size="compact-sm" variant="light" onClick={() => setEditing(t)} aria-label={`Edit ${t.name}`}>
            Edit
          </Button>
        )}
      />
    );

  return (
    <PageContainer size="xl">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1}>{TEMPLATES_MSG.title}</Title>
          <Text c="dimmed">{TEMPLATES_MSG.intro}</Text>
        </Stack>
        <TextInput
          label="Search"
          placeholder="Name, code or subject"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        {body}
      </Stack>
      <EditDialog template={editing} onClose={() => setEditing(null)} />
    </PageContainer>
  );
}
