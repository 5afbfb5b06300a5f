import { Badge, Button, Checkbox, Group, Modal, Stack, Switch, Tabs, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { LOCALE_NAMES, type Locale } from '@shared/locale';
import {
  TEMPLATE_EMAIL_MAX,
  TEMPLATE_SMS_MAX,
  TEMPLATE_SUBJECT_MAX,
  TEMPLATES_MSG,
  templateEditSchema,
  type MessageTemplateEntry,
  type TemplatePreview,
  type TemplateWordingEntry,
} from '@shared/schemas/message-templates';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList } from '@/components/admin-list/responsive-list';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useMessageTemplates, usePreviewMessageTemplate, useSaveMessageTemplate } from '../api/message-templates';

/** The screen's own words for the shared Message Templates messages (shared/schemas/message-templates.ts). */
function useTemplatesText() {
  const { t, i18n } = useLingui();
  const known: Record<string, string> = {
    [TEMPLATES_MSG.subjectRequired]: t`Subject is required`,
    [TEMPLATES_MSG.emailRequired]: t`E-mail body is required`,
  };
  return {
    title: t`Message Templates`,
    intro: t`The wording of every e-mail and text the market sends. An edit applies to the next message sent.`,
    loadFailed: t`Failed to load message templates`,
    empty: t`No message templates found`,
    saved: t`Template saved`,
    saveFailed: t`Failed to save template`,
    /** A message the form or the server gave in English, in the reader's language when it is one of ours. */
    error(message: string): string {
      if (known[message]) return known[message];
      // The server's refusals are English; a Spanish reader gets them in Spanish, an English reader as they came.
      if (i18n.locale !== 'es') return message;
      const link = /^The e-mail must keep \{\{(\w+)\}\}/.exec(message);
      if (link) {
        const placeholder = `{{${link[1]}}}`;
        return t`The e-mail must keep ${placeholder}: it is the link the message is for`;
      }
      const unknown = /^Unknown variables?: (.+)$/.exec(message);
      if (unknown) {
        const names = unknown[1];
        return t`Unknown variables: ${names}`;
      }
      return message;
    },
  };
}

function StateBadge({ t: template }: { t: MessageTemplateEntry }) {
  if (!template.edited) {
    return (
      <Badge variant="light">
        <Trans>Default</Trans>
      </Badge>
    );
  }
  return template.isActive ? (
    <Badge variant="light" color="leaf">
      <Trans>Edited</Trans>
    </Badge>
  ) : (
    <Badge variant="light" color="gray">
      <Trans>Edit off</Trans>
    </Badge>
  );
}

/** The Spanish wording's state, shown only once an admin edited it (the default needs no word). */
function SpanishBadge({ es }: { es: TemplateWordingEntry | undefined }) {
  if (!es?.edited) return null;
  return es.isActive ? (
    <Badge variant="light" color="leaf">
      <Trans>Spanish edited</Trans>
    </Badge>
  ) : (
    <Badge variant="light" color="gray">
      <Trans>Spanish edit off</Trans>
    </Badge>
  );
}

type Wording = Pick<TemplateWordingEntry, 'subject' | 'emailBody' | 'smsBody' | 'isHtml' | 'isActive'>;

/** One language's wording of a template: edited, previewed with sample values and saved on its own. */
function WordingForm({
  template,
  locale,
  wording,
  onClose,
}: {
  template: MessageTemplateEntry;
  /** The language edited; English is the template's own wording, sent without a language. */
  locale: Locale;
  wording: Wording;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const text = useTemplatesText();
  const save = useSaveMessageTemplate();
  const previewing = usePreviewMessageTemplate();
  const [preview, setPreview] = useState<TemplatePreview | null>(null);
  const form = useSchemaForm(templateEditSchema, {
    initialValues: { subject: '', emailBody: '', smsBody: '', isHtml: false, isActive: true },
  });
  const language = locale === 'en' ? {} : { locale };

  useEffect(() => {
    form.setValues({
      subject: wording.subject,
      emailBody: wording.emailBody,
      smsBody: wording.smsBody,
      isHtml: wording.isHtml,
      isActive: wording.isActive,
    });
    form.clearErrors();
    setPreview(null);
    // Only when another template is opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [template.code, locale]);

  const field = (name: keyof Wording) => {
    const props = form.getInputProps(name);
    return { ...props, error: typeof props.error === 'string' ? text.error(props.error) : props.error };
  };
  const submit = form.onSubmit((body) =>
    save.mutate(
      { code: template.code, body: { ...body, ...language } },
      {
        onSuccess: () => {
          notify.success(text.saved, template.name);
          onClose();
        },
        onError: (error) => notify.error(text.saveFailed, text.error(errorMessage(error, text.saveFailed))),
      },
    ),
  );
  const showPreview = () =>
    previewing.mutate(
      { code: template.code, ...form.getValues(), ...language },
      {
        onSuccess: setPreview,
        onError: (error) => notify.error(t`Preview failed`, text.error(errorMessage(error))),
      },
    );
  const sms = preview?.sms;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t`Subject`} required maxLength={TEMPLATE_SUBJECT_MAX} {...field('subject')} />
        <Textarea
          label={t`E-mail body`}
          required
          autosize
          minRows={6}
          maxLength={TEMPLATE_EMAIL_MAX}
          {...field('emailBody')}
        />
        <Checkbox label={t`The e-mail body is HTML`} {...form.getInputProps('isHtml', { type: 'checkbox' })} />
        <Textarea label={t`SMS body`} autosize minRows={2} maxLength={TEMPLATE_SMS_MAX} {...field('smsBody')} />
        <Switch
          label={t`Use this wording (off sends the default)`}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
        {preview && (
          <Stack gap={4} p="sm" bg="gray.0" data-testid="template-preview">
            <Text fw={600}>{preview.subject}</Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {preview.text}
            </Text>
            {sms && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Trans>SMS: {sms}</Trans>
              </Text>
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={showPreview} loading={previewing.isPending}>
            <Trans>Preview</Trans>
          </Button>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The name a template goes by for the reader: its Spanish name when the screen reads Spanish. */
function useTemplateName() {
  const { i18n } = useLingui();
  return (template: MessageTemplateEntry) => (i18n.locale === 'es' && template.es?.name) || template.name;
}

function EditDialog({ template, onClose }: { template: MessageTemplateEntry | null; onClose: () => void }) {
  const { t } = useLingui();
  const nameOf = useTemplateName();
  const [tab, setTab] = useState<Locale>('en');
  useEffect(() => setTab('en'), [template?.code]);
  if (!template) return null;
  const name = nameOf(template);
  const uses = template.variables.map((v) => `{{${v}}}`).join(', ');
  const english = <WordingForm template={template} locale="en" wording={template} onClose={onClose} />;

  return (
    <Modal opened onClose={onClose} title={t`Edit: ${name}`} centered size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>Uses {uses}</Trans>
        </Text>
        {template.es ? (
          // Each language its own wording; the Spanish starts from the Spanish default until an admin edits it.
          <Tabs value={tab} onChange={(v) => setTab(v === 'es' ? 'es' : 'en')} keepMounted={false}>
            <Tabs.List mb="sm">
              <Tabs.Tab value="en" lang="en">
                {LOCALE_NAMES.en}
              </Tabs.Tab>
              <Tabs.Tab value="es" lang="es">
                {LOCALE_NAMES.es}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="en">{english}</Tabs.Panel>
            <Tabs.Panel value="es" lang="es">
              <WordingForm template={template} locale="es" wording={template.es} onClose={onClose} />
            </Tabs.Panel>
          </Tabs>
        ) : (
          english
        )}
      </Stack>
    </Modal>
  );
}

/**
 * /admin/message-templates (issue 13): the wording of every e-mail and text the product sends, each with its default
 * and the admin's edit, in English and in Spanish, previewed with sample values. An edit that is switched off sends
 * the default again.
 */
export function MessageTemplatesRoute() {
  const { t } = useLingui();
  const text = useTemplatesText();
  const nameOf = useTemplateName();
  usePageTitle(text.title);
  const templates = useMessageTemplates();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<MessageTemplateEntry | null>(null);
  const term = search.trim().toLowerCase();
  const rows = (templates.data?.templates ?? []).filter(
    (tpl) =>
      !term ||
      nameOf(tpl).toLowerCase().includes(term) ||
      tpl.name.toLowerCase().includes(term) ||
      tpl.code.includes(term) ||
      tpl.subject.toLowerCase().includes(term),
  );

  let body: ReactNode;
  if (templates.isPending) body = <ListLoading label={t`Loading message templates`} />;
  else if (templates.isError)
    body = <ListError title={text.loadFailed} error={templates.error} onRetry={() => void templates.refetch()} />;
  else if (rows.length === 0) body = <ListEmpty text={text.empty} />;
  else
    body = (
      <ResponsiveList
        label={t`Message templates`}
        rows={rows}
        rowKey={(tpl) => tpl.code}
        cardTitle={(tpl) => nameOf(tpl)}
        columns={[
          { key: 'name', header: t`Name`, render: (tpl) => nameOf(tpl), hideInCard: true },
          {
            key: 'code',
            header: t`Code`,
            render: (tpl) => (
              <Text span ff="monospace" size="sm">
                {tpl.code}
              </Text>
            ),
          },
          {
            key: 'subject',
            header: t`Subject`,
            render: (tpl) => (
              <Text span inherit style={{ overflowWrap: 'anywhere' }}>
                {tpl.subject}
              </Text>
            ),
          },
          {
            key: 'state',
            header: t`Wording`,
            render: (tpl) => (
              <Group gap={4}>
                <StateBadge t={tpl} />
                <SpanishBadge es={tpl.es} />
              </Group>
            ),
          },
        ]}
        actions={(tpl) => {
          const name = nameOf(tpl);
          return (
            <Button size="compact-sm" variant="light" onClick={() => setEditing(tpl)} aria-label={t`Edit ${name}`}>
              <Trans>Edit</Trans>
            </Button>
          );
        }}
      />
    );

  return (
    <PageContainer size="xl">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1}>{text.title}</Title>
          <Text c="dimmed">{text.intro}</Text>
        </Stack>
        <TextInput
          label={t`Search`}
          placeholder={t`Name, code or subject`}
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
