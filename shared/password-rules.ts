/** The new-password rules of spec 1 §5, shared by the reset form's live checklist and the server. */
const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_RULES = [
  { label: 'At least 8 characters', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { label: 'At least one uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { label: 'At least one lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { label: 'At least one number', test: (p: string) => /[0-9]/.test(p) },
] as const;
