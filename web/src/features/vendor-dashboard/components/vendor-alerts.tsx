import { useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import type { VendorAlert } from '@shared/schemas/vendor-dates';
import { IconAlert } from '@/components/ui/icons';
import { splitAlertBody } from './alert-body';

/** High priority is shown in the destructive (red) style (spec 1 §2.8). */
const COLOR: Record<VendorAlert['priority'], string> = { high: 'red', medium: 'blue', low: 'gray' };

export function VendorAlerts({ alerts }: { alerts: readonly VendorAlert[] }) {
  const { t } = useLingui();
  if (!alerts.length) return null;
  return (
    <Stack gap="sm" component="section" aria-label={t`Alerts`}>
      {alerts.map((alert) => (
        <Alert
          key={alert.id}
          color={COLOR[alert.priority]}
          variant={alert.priority === 'high' ? 'filled' : 'light'}
          icon={<IconAlert />}
          title={alert.subject}
          data-priority={alert.priority}
        >
          <Stack gap={6}>
            {splitAlertBody(alert.body).map((paragraph, i) => (
              <Text key={i} size="sm" c="inherit">
                {paragraph}
              </Text>
            ))}
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
