/**
 * Length limits for free text where the spec gives none, in a module of their own so that the light schemas of the
 * public pages can share them without loading zod.
 */
export const TEXT_MAX = {
  /** Cognito refuses longer passwords. */
  password: 256,
  /** RFC 5321's limit on a mailbox. */
  email: 254,
  phone: 30,
  label: 100,
  search: 100,
  /** The map password is at most 100 characters (settings), so a longer guess is wrong without a check. */
  mapPassword: 100,
  /** Text in an answer (stored notes, descriptions, rendered messages): generous, but never unbounded. */
  answer: 20_000,
} as const;
