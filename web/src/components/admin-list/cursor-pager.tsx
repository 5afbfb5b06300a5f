import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  if (!p.hasPrevious && !p.nextCursor) return null;
  return (
    <Group justify="space-between" component="nav" aria-label={t`Pages`}>
      <Button variant="default" disabled={!p.hasPrevious || p.busy} onClick={p.onPrevious}>
        <Trans>Previous page</Trans>
      </Button>
      <Button
        variant="default"
        disabled={!p.nextCursor || p.busy}
        onClick={() => p.nextCursor && p.onNext(p.nextCursor)}
      >
        <Trans>Next page</Trans>
      </Button>
    </Group>
  );
}
