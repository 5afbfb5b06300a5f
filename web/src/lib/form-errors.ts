/** What zod's errors and the lite kit's have in common. */
interface IssueList {
  issues: readonly { message: string; path?: readonly PropertyKey[] | readonly unknown[] }[];
}

/** The first message per field, keyed by the field's name, for showing under each input. */
export function fieldErrors<T extends string>(error: IssueList): Partial<Record<T, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path?.[0] ?? '');
    out[field] ??= issue.message;
  }
  return out as Partial<Record<T, string>>;
}
