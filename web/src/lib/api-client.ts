import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ApiPath, ApiRoutePath } from '@shared/api-path';
import { takeStartupAnswer } from './startup-answers';

/** Header every call carries; the API refuses state-changing calls without it (CSRF). */
const CLIENT_HEADER = { 'x-requested-with': 'marketday' } as const;

/**
 * A failed call: `status` is the HTTP status (0 when the server could not be reached) and `message` is the
 * server's `{message}`, or '' when it sent none. Callers and the global error handler decide what to show.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** The parsed JSON body of the failure, for answers that carry more than `{message}` (e.g. a 409's details). */
  readonly body: unknown;
  constructor(
    readonly status: number,
    message: string,
    options?: { cause?: unknown; body?: unknown },
  ) {
    super(message, options);
    this.body = options?.body;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A URL from `apiPath` of a route that answers `M`: a renamed route or a wrong method fails the type check. */
type PathOf<M extends Method> = ApiPath<ApiRoutePath<M>>;

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /**
   * One submit's key (`newIdempotencyKey`): the server runs a call that creates a record or moves money once per key
   * and answers a repeat with the first answer.
   */
  idempotencyKey?: string;
}

/** A fresh key for one form submit; a retry of the same submit sends the same key again. */
export const newIdempotencyKey = () => crypto.randomUUID();

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function serverMessage(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return '';
}

async function request(
  method: Method,
  path: string,
  { body, signal, idempotencyKey }: RequestOptions = {},
): Promise<unknown> {
  const headers: Record<string, string> = { ...CLIENT_HEADER, accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  let response: Response;
  try {
    // The first GET of a public page's data may have been asked for before the app ran (startup-view.js).
    response = await ((method === 'GET' ? takeStartupAnswer(path) : undefined) ??
      fetch(path, {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }));
  } catch (error) {
    // A cancelled query is not a failure; let TanStack Query see the abort as it is.
    if (signal?.aborted) throw error;
    throw new ApiError(0, '', { cause: error });
  }
  const json = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, serverMessage(json), { body: json });
  return json;
}

/** An answer that does not match its schema: a bug or a mismatched release, never the person's fault. */
export class UnexpectedAnswerError extends Error {
  override name = 'UnexpectedAnswerError';
}

/**
 * Calls the API and validates the answer with a shared schema, so screens never trust unchecked JSON. A zod schema
 * or a valibot one (Standard Schema both): the public pages use valibot so that no zod loads on a first visit.
 */
async function call<S extends StandardSchemaV1>(method: Method, path: string, schema: S, options?: RequestOptions) {
  const json = await request(method, path, options);
  const result = await schema['~standard'].validate(json);
  if (result.issues) {
    throw new UnexpectedAnswerError(`${method} ${path}: ${result.issues.map((issue) => issue.message).join('; ')}`);
  }
  return result.value as StandardSchemaV1.InferOutput<S>;
}

export const api = {
  get: <S extends StandardSchemaV1>(path: PathOf<'GET'>, schema: S, options?: Omit<RequestOptions, 'body'>) =>
    call('GET', path, schema, options),
  post: <S extends StandardSchemaV1>(
    path: PathOf<'POST'>,
    schema: S,
    body?: unknown,
    options?: Omit<RequestOptions, 'body'>,
  ) => call('POST', path, schema, { ...options, body }),
  patch: <S extends StandardSchemaV1>(
    path: PathOf<'PATCH'>,
    schema: S,
    body?: unknown,
    options?: Omit<RequestOptions, 'body'>,
  ) => call('PATCH', path, schema, { ...options, body }),
  put: <S extends StandardSchemaV1>(
    path: PathOf<'PUT'>,
    schema: S,
    body?: unknown,
    options?: Omit<RequestOptions, 'body'>,
  ) => call('PUT', path, schema, { ...options, body }),
  /** A DELETE answered with 204 (no body) resolves to undefined. */
  delete: (path: PathOf<'DELETE'>, options?: RequestOptions) => request('DELETE', path, options).then(() => undefined),
};
