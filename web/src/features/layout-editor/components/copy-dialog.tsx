import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert, Button, Checkbox, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import type { CopyLayoutResult } from '@shared/schemas/layout-editor';
import { LAYOUT_MSG } from '@/i18n/shared/layout-messages';
import { errorMessage } from '@/lib/errors';
import { formatMarketDate } from '@/lib/format-date';
import { useCopyLayout, useLaterDates } from '../api/layout';

/** "Copy this layout to later dates": choose dates, copy in one call, then see what each date kept and lost. */
export function CopyDialog({
  marketDateId,
  date,
  marketId,
  onClose,
}: {
  marketDateId: string;
  date: string;
  /** The date's market: only its dates are offered. */
  marketId?: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const dateLabel = (day: string, assigned: number, spaces: number) =>
    t`${day} (${assigned} of ${spaces} spaces assigned)`;
  const later = useLaterDates(date, true, marketId);
  const copy = useCopyLayout(marketDateId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [result, setResult] = useState<CopyLayoutResult | null>(null);

  return (
    <Modal opened onClose={onClose} title={LAYOUT_MSG.copyTitle} centered size="lg">
      {result ? (
        <Stack gap="sm" data-testid="copy-results">
          {result.results.map((r) => (
            <Stack key={r.marketDateId} gap={4}>
              <Text fw={600}>{formatMarketDate(r.date)}</Text>
              {r.copied ? (
                <Text size="sm">
                  {plural(r.keptAssignments, {
                    one: 'Copied. # assignment kept.',
                    other: 'Copied. # assignments kept.',
                  })}
                </Text>
              ) : null}
              {r.message && (
                <Text size="sm" c="red">
                  {r.message}
                </Text>
              )}
              {r.unfit.length > 0 && (
                <Alert color="yellow" variant="light" title={t`No longer fits: these vendors are now without a space`}>
                  <List size="sm">
                    {r.unfit.map(({ vendorId, vendorName, spaceLabel }) => (
                      <List.Item key={vendorId}>
                        <Trans>
                          {vendorName} (was on space {spaceLabel})
                        </Trans>
                      </List.Item>
                    ))}
                  </List>
                </Alert>
              )}
            </Stack>
          ))}
          <Group justify="flex-end">
            <Button onClick={onClose}>
              <Trans>Done</Trans>
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            <Trans>
              The chosen dates get this layout. Each keeps its vendors on spaces with the same label; vendors whose
              space is gone are listed afterwards and left without a space.
            </Trans>
          </Text>
          {later.isPending ? (
            <Loader size="sm" role="status" aria-label={t`Loading market dates`} />
          ) : later.isError ? (
            <Alert color="red" variant="light" title={t`Failed to load market dates`}>
              <Group gap="xs">
                <Text size="sm">{errorMessage(later.error)}</Text>
                <Button size="xs" variant="default" onClick={() => void later.refetch()}>
                  <Trans>Retry</Trans>
                </Button>
              </Group>
            </Alert>
          ) : later.data.length === 0 ? (
            <Text c="dimmed">{LAYOUT_MSG.copyNoLaterDates}</Text>
          ) : (
            <Checkbox.Group value={chosen} onChange={setChosen} label={t`Later dates`}>
              <Stack gap={6} mt="xs">
                {later.data.map((d) => (
                  <Checkbox
                    key={d.id}
                    value={d.id}
                    label={dateLabel(formatMarketDate(d.date), d.assignedCount, d.spaceCount)}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          {copy.isError && (
            <Alert color="red" variant="light" title={LAYOUT_MSG.copyFailed}>
              {errorMessage(copy.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              disabled={!chosen.length}
              loading={copy.isPending}
              onClick={() => copy.mutate({ marketDateIds: chosen }, { onSuccess: setResult })}
            >
              {chosen.length
                ? plural(chosen.length, { one: 'Copy to # date', other: 'Copy to # dates' })
                : t`Copy to dates`}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
