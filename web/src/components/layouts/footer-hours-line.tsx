import { Group, Text } from '@mantine/core';
import { IconClock } from '@/components/ui/contact-icons';

/** One line of the footer's market hours. */
export function FooterHoursLine({ text }: { text: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <IconClock size={18} />
      <Text size="sm" fw={600}>
        {text}
      </Text>
    </Group>
  );
}
