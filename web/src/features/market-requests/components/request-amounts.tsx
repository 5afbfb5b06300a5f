import { Text } from '@mantine/core';
import { formatDollars } from '@/lib/money';

/** An amount in dollars and cents; a balance still owed stands out. */
export function Amount({ cents, owed = false }: { cents: number; owed?: boolean }) {
  return (
    <Text size="sm" fw={owed && cents > 0 ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
      {formatDollars(cents)}
    </Text>
  );
}
