import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';

/** "Mark read" for one notification, named by its title for a screen reader: the bell's list and the page's. */
export function MarkReadButton({ title, onMark }: { title: string; onMark: () => void }) {
  const { t } = useLingui();
  return (
    <Button size="compact-xs" variant="subtle" onClick={onMark} aria-label={t`Mark "${title}" read`}>
      <Trans>Mark read</Trans>
    </Button>
  );
}
