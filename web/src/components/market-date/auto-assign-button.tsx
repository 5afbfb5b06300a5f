import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { AutoAssignResult } from '@shared/schemas/spaces';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useAutoAssign } from './auto-assign-api';

/**
 * Auto-assign: asks for a proposal (a dry run), shows each proposed space with its vendor and reason and the vendors
 * that could not be placed, and applies the ticked rows in one call. Rows are a list, not a table, so the dialog
 * reads the same on a phone.
 */
export function AutoAssignButton({ marketDateId, onApplied }: { marketDateId: string; onApplied?: () => void }) {
  const { t } = useLingui();
  const run = useAutoAssign(marketDateId, onApplied);
  const [opened, setOpened] = useState(false);
  const [proposal, setProposal] = useState<AutoAssignResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<Set<string>>(new Set());

  function propose() {
    setOpened(true);
    setProposal(null);
    setError(null);
    run.mutate(
      { dryRun: true },
      {
        onSuccess: (plan) => {
          setProposal(plan);
          setPicked(new Set(plan.assignments.map((a) => a.vendorId)));
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  }

  function apply() {
    run.mutate(
      { dryRun: false, vendorIds: [...picked] },
      {
        onSuccess: (result) => {
          setOpened(false);
          const left = result.unplaced.filter((u) => picked.has(u.vendorId)).length;
          const assigned = result.assignments.length;
          notify.success(
            t`Auto-assign applied`,
            left ? t`${assigned} assigned, ${left} could not be placed.` : t`${assigned} assigned.`,
          );
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  }

  const toggle = (vendorId: string, on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(vendorId);
      else next.delete(vendorId);
      return next;
    });

  return (
    <>
      <Button variant="default" onClick={propose}>
        <Trans>Auto-assign</Trans>
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t`Auto-assign`}
        size="lg"
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack gap="md">
          {error && (
            <Alert color="red" title={t`Auto-assign failed`}>
              {error}
              <Group mt="xs">
                <Button size="xs" variant="default" onClick={propose}>
                  <Trans>Try again</Trans>
                </Button>
              </Group>
            </Alert>
          )}
          {!proposal && !error && (
            <Group gap="sm">
              <Loader size="sm" />
              <Text size="sm">
                <Trans>Working out a proposal…</Trans>
              </Text>
            </Group>
          )}
          {proposal && (
            <>
              <Title order={2} fz="h4">
                <Trans>Proposed spaces</Trans>
              </Title>
              {proposal.assignments.length === 0 ? (
                <Text size="sm">
                  <Trans>No approved vendor is waiting for a space.</Trans>
                </Text>
              ) : (
                <Stack gap="xs" aria-label={t`Proposed spaces`}>
                  {proposal.assignments.map((a) => (
                    <Paper key={a.vendorId} withBorder p="xs">
                      <Checkbox
                        checked={picked.has(a.vendorId)}
                        onChange={(e) => toggle(a.vendorId, e.currentTarget.checked)}
                        label={`${a.spaceLabel} — ${a.vendorName}`}
                        description={a.reason}
                      />
                    </Paper>
                  ))}
                </Stack>
              )}
              {proposal.unplaced.length > 0 && (
                <>
                  <Title order={2} fz="h4">
                    <Trans>Not placed</Trans>
                  </Title>
                  <Stack gap={4}>
                    {proposal.unplaced.map((u) => (
                      <Text key={u.vendorId} size="sm">
                        {u.vendorName}: {u.reason}
                      </Text>
                    ))}
                  </Stack>
                </>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setOpened(false)}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button onClick={apply} disabled={picked.size === 0} loading={run.isPending}>
                  <Trans>Apply selected</Trans>
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Modal>
    </>
  );
}
