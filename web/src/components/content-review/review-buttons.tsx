import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';

/** Approve and Reject for one item; the names say which item, since a list repeats the buttons. */
export function ReviewButtons(props: { name: string; busy: boolean; onApprove: () => void; onReject: () => void }) {
  const { t } = useLingui();
  const { name } = props;
  return (
    <>
      <Button size="xs" color="leaf" disabled={props.busy} onClick={props.onApprove} aria-label={t`Approve ${name}`}>
        <Trans>Approve</Trans>
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        disabled={props.busy}
        onClick={props.onReject}
        aria-label={t`Reject ${name}`}
      >
        <Trans>Reject</Trans>
      </Button>
    </>
  );
}
