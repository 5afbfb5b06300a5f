import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The one structured JSON logger of every function. The level comes from POWERTOOLS_LOG_LEVEL; the local runtime
 * sets WARN because it prints its own short line per request.
 */
export const logger = new Logger({ serviceName: 'marketday' });

/** For services that take a plain log function as a port. */
export const logErrorTo = (message: string, error: unknown): void =>
  logger.error(message, error instanceof Error ? error : String(error));
