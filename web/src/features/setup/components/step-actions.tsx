import { Button, Group } from '@mantine/core';
import { FIRST_RUN_MSG } from '@/i18n/shared/first-run-messages';

/** What ends a step: back to the one before, skip it for now, or save it and go on (the form's submit). */
export function StepActions({
  onBack,
  onSkip,
  saving,
  addAnother = false,
}: {
  onBack?: () => void;
  onSkip: () => void;
  saving: boolean;
  /** A second submit of the same form that stays on the step (`data-stay`): Save and add another. */
  addAnother?: boolean;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      {onBack ? (
        <Button variant="subtle" onClick={onBack} disabled={saving}>
          {FIRST_RUN_MSG.back}
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm" wrap="wrap" justify="flex-end">
        <Button variant="default" onClick={onSkip} disabled={saving}>
          {FIRST_RUN_MSG.skip}
        </Button>
        {addAnother && (
          <Button type="submit" variant="light" data-stay="true" disabled={saving}>
            {FIRST_RUN_MSG.saveAndAddAnother}
          </Button>
        )}
        <Button type="submit" loading={saving}>
          {FIRST_RUN_MSG.saveAndContinue}
        </Button>
      </Group>
    </Group>
  );
}

/** How a step ended. */
export type StepOutcome = 'saved' | 'skipped';

export interface StepProps {
  onDone: (outcome: StepOutcome) => void;
  onBack?: () => void;
}
