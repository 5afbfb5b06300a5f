import { Checkbox, Textarea } from '@mantine/core';
import type { ChangeEventHandler, ReactNode } from 'react';
import type { Placement } from '@shared/waitlist';
import { WAITLIST_MSG } from '@/i18n/shared/waitlist-messages';

/**
 * Where an admin's move left the vendor on the date: placed, on its waitlist, or over its limit. Each is read when
 * shown, so it is in the reader's language.
 */
export const PLACEMENT_TEXT: Record<Placement, string> = {
  get placed() {
    return WAITLIST_MSG.placed;
  },
  get waitlisted() {
    return WAITLIST_MSG.placedOnWaitlist;
  },
  get override() {
    return WAITLIST_MSG.placedByOverride;
  },
};

interface FieldProps<E> {
  onChange: ChangeEventHandler<E>;
  error?: ReactNode;
}

/**
 * The admin's choice on a full market date: without it the vendor joins the waitlist; with it the vendor is placed
 * over the limit, and the reason (required) goes to the audit log. Takes a form's input props for each field.
 */
export function CapacityOverrideFields(props: {
  override: FieldProps<HTMLInputElement> & { checked?: boolean };
  reason: FieldProps<HTMLTextAreaElement> & { value?: string };
}) {
  return (
    <>
      <Checkbox label={WAITLIST_MSG.overrideLabel} {...props.override} />
      {props.override.checked && (
        <Textarea label={WAITLIST_MSG.overrideReasonLabel} rows={2} maxLength={1000} required {...props.reason} />
      )}
    </>
  );
}
