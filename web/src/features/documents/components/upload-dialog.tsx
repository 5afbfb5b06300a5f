import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Button, FileInput, Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { DOCUMENTS_MSG } from '@/i18n/shared/document-rules';
import {
  documentContentType,
  documentUploadFormSchema,
  type DocumentType,
  type DocumentUploadForm,
} from '@shared/schemas/documents';
import { FormError } from '@/components/form/form-error';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useUploadDocument } from '../api/documents';

const NO_REQUIREMENTS = { description: false, certificateNumber: false, countyName: false, expiration: false };
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/heic,.heic,.heif';

/** Spec 3 §5 document upload: a type (active ones only), a file, and the fields the chosen type requires. */
export function UploadDialog({
  vendorId,
  types,
  onClose,
}: {
  vendorId: string;
  types: readonly DocumentType[];
  onClose: () => void;
}) {
  const active = types.filter((type) => type.isActive);
  const form = useSchemaForm(documentUploadFormSchema, {
    initialValues: {
      typeId: null,
      file: null,
      description: '',
      certificateNumber: '',
      countyName: '',
      expirationDate: '',
      requires: NO_REQUIREMENTS,
    } as DocumentUploadForm,
  });
  const upload = useUploadDocument(vendorId);
  const mutate = useGuardedMutate(upload);
  const requires = form.getValues().requires;

  const chooseType = (typeId: string | null) => {
    const type = active.find((candidate) => candidate.id === typeId);
    form.setFieldValue('typeId', typeId);
    form.setFieldValue(
      'requires',
      type
        ? {
            description: type.requiresDescription,
            certificateNumber: type.requiresCertificateNumber,
            countyName: type.requiresCountyName,
            expiration: type.requiresExpiration,
          }
        : NO_REQUIREMENTS,
    );
  };

  const submit = form.onSubmit((values) => {
    const file = values.file as File;
    mutate(
      {
        file,
        mimeType: documentContentType(file)!,
        typeId: values.typeId!,
        description: values.description.trim() || null,
        certificateNumber: values.certificateNumber.trim() || null,
        countyName: values.countyName.trim() || null,
        expirationDate: values.expirationDate || null,
      },
      {
        onSuccess: () => {
          notify.success(DOCUMENTS_MSG.uploaded, file.name);
          onClose();
        },
        onError: (error) => notify.error(DOCUMENTS_MSG.uploadFailed, errorMessage(error, DOCUMENTS_MSG.uploadFailed)),
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={t`Upload Document`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError error={upload.error} />
          <Select
            label={t`Document type`}
            required
            data-autofocus
            data={active.map((type) => ({ value: type.id, label: type.name }))}
            key={form.key('typeId')}
            {...form.getInputProps('typeId')}
            onChange={chooseType}
          />
          <FileInput
            label={t`File`}
            required
            description={t`PDF, JPEG, PNG or HEIC, up to 10 MB`}
            accept={ACCEPT}
            clearable
            clearButtonProps={{ 'aria-label': t`Clear file` }}
            key={form.key('file')}
            {...form.getInputProps('file')}
          />
          {requires.description && (
            <Textarea
              label={t`Description`}
              required
              rows={2}
              key={form.key('description')}
              {...form.getInputProps('description')}
            />
          )}
          {requires.certificateNumber && (
            <TextInput
              label={t`Certificate number`}
              required
              key={form.key('certificateNumber')}
              {...form.getInputProps('certificateNumber')}
            />
          )}
          {requires.countyName && (
            <TextInput
              label={t`County name`}
              required
              key={form.key('countyName')}
              {...form.getInputProps('countyName')}
            />
          )}
          <TextInput
            type="date"
            label={t`Expiration date`}
            required={requires.expiration}
            key={form.key('expirationDate')}
            {...form.getInputProps('expirationDate')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={upload.isPending}>
              <Trans>Upload</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
