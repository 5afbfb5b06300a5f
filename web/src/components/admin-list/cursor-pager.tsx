import { Button, Group } from '@mantine/core';

interface Props {
  /** Not on the first page. */
  hasPrevious: boolean;
  /** The server's cursor of the next page; null on the last one. */
  nextCursor: string | null;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
  busy?: boolean;
}

/** Previous / next of a list the server pages with a cursor; nothing when the list fits one page. */
export function CursorPager(p: Props) {
  if (!p.hasPrevious && !p.nextCursor) return null;
  return (
    <Group justify="space-between" component="nav" aria-label="Pages">
      <Button variant="default" disabled={!p.hasPrevious || p.busy} onClick={p.onPrevious}>
        Previous page
      </Button>
      <Button
        variant="default"
        disabled={!p.nextCursor || p.busy}
        onClick={() => p.nextCursor && p.onNext(p.nextCursor)}
      >
        Next page
      </Button>
    </Group>
  );
}
