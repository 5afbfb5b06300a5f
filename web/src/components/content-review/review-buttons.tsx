import { Button } from '@mantine/core';

/** Approve and Reject for one item; the names say which item, since a list repeats the buttons. */
export function ReviewButtons(props: { name: string; busy: boolean; onApprove: () => void; onReject: () => void }) {
  return (
    <>
      <Button
        size="xs"
        color="leaf"
        disabled={props.busy}
        onClick={props.onApprove}
        aria-label={`Approve ${props.name}`}
      >
        Approve
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        disabled={props.busy}
        onClick={props.onReject}
        aria-label={`Reject ${props.name}`}
      >
        Reject
      </Button>
    </>
  );
}
