import { t } from '@lingui/core/macro';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { VendorStatusValue } from '@shared/schemas/vendors';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { VENDOR_MSG } from '@/i18n/shared/vendor-messages';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useSetVendorStatus } from '../api/set-vendor-status';

interface ReviewedVendor {
  id: string;
  name: string;
  contactName: string;
  email: string;
  status: VendorStatusValue;
}

interface Action {
  status: VendorStatusValue;
  label: () => string;
  color: string;
  title: (v: ReviewedVendor) => string;
  text: (v: ReviewedVendor) => string;
  /** The toast's line once done. */
  done: (name: string) => string;
}

/** The review actions (approve, hold, reject); each asks for confirmation first. */
const ACTIONS: readonly Action[] = [
  {
    status: 'APPROVED',
    label: () => t`Approve`,
    color: 'leaf',
    title: ({ name }) => t`Approve ${name}?`,
    text: ({ contactName, email }) =>
      t`${contactName} gets a vendor account, and ${email} receives an e-mail with a link to set a password and sign in.`,
    done: (name) => t`${name} is now approved.`,
  },
  {
    status: 'HOLD',
    label: () => t`Hold`,
    color: 'orange',
    title: ({ name }) => t`Put ${name} on hold?`,
    text: () => t`The vendor stays on file but cannot request space until approved.`,
    done: (name) => t`${name} is now on hold.`,
  },
  {
    status: 'REJECTED',
    label: () => t`Reject`,
    color: 'red',
    title: ({ name }) => t`Reject ${name}?`,
    text: () => t`The application is declined. You can approve it later if things change.`,
    done: (name) => t`${name} is now rejected.`,
  },
];

export function VendorStatusActions({ vendor, size = 'xs' }: { vendor: ReviewedVendor; size?: 'xs' | 'sm' }) {
  const [pending, setPending] = useState<Action | null>(null);
  const mutation = useSetVendorStatus();
  const setStatus = useGuardedMutate(mutation);

  const confirm = () => {
    if (!pending) return;
    const action = pending;
    setStatus(
      { vendorId: vendor.id, status: action.status },
      {
        onSuccess: (result) => {
          setPending(null);
          const detail =
            action.status === 'APPROVED' && result.welcomeSent
              ? VENDOR_MSG.welcomeSent(result.vendor.email)
              : action.done(result.vendor.name);
          notify.success(VENDOR_MSG.statusDone[action.status], detail);
        },
        onError: (error) => {
          setPending(null);
          notify.error(VENDOR_MSG.statusFailed, errorMessage(error));
        },
      },
    );
  };

  return (
    <>
      <Group gap={6} wrap="wrap">
        {ACTIONS.filter((a) => a.status !== vendor.status).map((a) => (
          <Button
            key={a.status}
            size={size}
            variant="light"
            color={a.color}
            onClick={() => setPending(a)}
            aria-label={`${a.label()} ${vendor.name}`}
          >
            {a.label()}
          </Button>
        ))}
      </Group>
      <ConfirmAction
        opened={pending !== null}
        title={pending?.title(vendor) ?? ''}
        confirmLabel={pending?.label() ?? ''}
        color={pending?.color}
        loading={mutation.isPending}
        onConfirm={confirm}
        onCancel={() => !mutation.isPending && setPending(null)}
      >
        {pending?.text(vendor) ?? ''}
      </ConfirmAction>
    </>
  );
}
