/** An error whose message is meant for the person running the local runtime: printed as is, without a stack. */
export class LocalStackError extends Error {
  override name = 'LocalStackError';
}
