import { useLingui } from '@lingui/react/macro';
import { Group, Progress, Text } from '@mantine/core';

/** The reprice progress bar with its percent (spec 2 §2.1). */
export function RepriceProgress({ percent }: { percent: number }) {
  const { t } = useLingui();
  return (
    <Group gap="sm" wrap="nowrap" aria-live="polite">
      <Progress
        value={percent}
        flex={1}
        size="lg"
        striped={percent < 100}
        animated={percent < 100}
        aria-label={t`Repricing progress`}
      />
      <Text size="sm" fw={500} w={48} ta="right">
        {percent}%
      </Text>
    </Group>
  );
}
