/** Which requests hold a vendor's place on a market date: a skipped or cancelled request does not. */
export const OPEN_REQUEST_STATUSES = ['requested', 'approved', 'confirmed'] as const;

export const isOpenRequestStatus = (status: string | null | undefined): boolean =>
  !!status && (OPEN_REQUEST_STATUSES as readonly string[]).includes(status);
