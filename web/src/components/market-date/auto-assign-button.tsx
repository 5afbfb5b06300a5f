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
          notify.success(
            'Auto-assign applied',
            `${result.assignments.length} assigned${left ? `, ${left} could not be placed` : ''}.`,
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
        Auto-assign
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Auto-assign"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          {error && (
            <Alert color="red" title="Auto-assign failed">
              {error}
              <Group mt="xs">
                <Button size="xs" variant="default" onClick={propose}>
                  Try again
                </Button>
              </Group>
            </Alert>
          )}
          {!proposal && !error && (
            <Group gap="sm">
              <Loader size="sm" />
              <Text size="sm">Working out a proposal…</Text>
            </Group>
          )}
          {proposal && (
            <>
              <Title order={2} fz="h4">
                Proposed spaces
              </Title>
              {proposal.assignments.length === 0 ? (
                <Text size="sm">No approved vendor is waiting for a space.</Text>
              ) : (
                <Stack gap="xs" aria-label="Proposed spaces">
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
                    Not placed
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
                  Cancel
                </Button>
                <Button onClick={apply} disabled={picked.size === 0} loading={run.isPending}>
                  Apply selected
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Modal>
    </>
  );
}
