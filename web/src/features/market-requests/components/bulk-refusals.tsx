import { useLingui } from '@lingui/react/macro';
import { Alert, List } from '@mantine/core';
import { RULE_MESSAGES } from '@/i18n/shared/space-request-rules';
import { IconAlert } from '@/components/ui/icons';
import { translateShared } from '@/i18n/shared-messages';

export interface Refusal {
  vendorId: string;
  vendorName: string;
  message: string | null;
}

/** The rows a bulk action left as they were, each with the server's reason; stays until dismissed. */
export function BulkRefusals({ refusals, onClose }: { refusals: readonly Refusal[]; onClose: () => void }) {
  const { t } = useLingui();
  if (refusals.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlert />}
      title={t`Not changed`}
      withCloseButton
      closeButtonLabel={t`Dismiss`}
      onClose={onClose}
    >
      <List size="sm" spacing={2}>
        {refusals.map((r) => (
          <List.Item key={r.vendorId}>
            {r.vendorName}: {translateShared(r.message ?? RULE_MESSAGES.notAllowed)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
