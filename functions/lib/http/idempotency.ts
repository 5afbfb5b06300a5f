import { createHash } from 'node:crypto';
import { MSG } from '../../../shared/messages.js';
import { AppError, ConflictError, ValidationError } from './errors.js';
import type { HttpRequest, HttpResult, RouteHandler } from './http.js';

/** The header a client sends to make a repeat of one submit answer like the first instead of doing it again. */
const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer given from the record of an earlier run. */
const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;
/** An answer larger than this is not kept (an item holds 400 KB); none of the routes that take a key comes close. */
const MAX_STORED_CHARS = 300_000;

/** What a finished run answered: enough to answer a repeat the same way, without its cookies. */
export interface StoredAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  text?: string;
}

export type IdempotencyRecord =
  { state: 'in_progress'; fingerprint: string } | { state: 'done'; fingerprint: string; answer: StoredAnswer };

/** The records behind the pipeline's idempotency (functions/lib/data/idempotency). */
export interface IdempotencyStore {
  /** Takes the record for this run, or says what it already holds (undefined when it vanished meanwhile). */
  claim(
    scopeHash: string,
    fingerprint: string,
  ): Promise<{ claimed: true; token: string } | { claimed: false; record: IdempotencyRecord | undefined }>;
  read(scopeHash: string): Promise<IdempotencyRecord | undefined>;
  complete(scopeHash: string, token: string, answer: StoredAnswer): Promise<void>;
  /** Frees the key after a refused or failed run, so the same submit may be tried again. */
  release(scopeHash: string, token: string): Promise<void>;
}

const IDEMPOTENT = Symbol('idempotent');
type TaggedHandler = RouteHandler & { [IDEMPOTENT]?: true };

/**
 * Marks a route's handler as one that creates a record or moves money: a request carrying an Idempotency-Key runs it
 * at most once per caller, route and key (see `runIdempotently`). The group's wiring passes the store.
 */
export function idempotent(handler: RouteHandler): RouteHandler {
  const tagged: TaggedHandler = (req) => handler(req);
  tagged[IDEMPOTENT] = true;
  return tagged;
}

export const isIdempotent = (handler: RouteHandler) => (handler as TaggedHandler)[IDEMPOTENT] === true;

const sha256 = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('base64url');

function keyOf(req: HttpRequest): string | undefined {
  const headers = req.event.headers ?? {};
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === IDEMPOTENCY_HEADER);
  if (!entry) return undefined;
  const key = entry[1] ?? '';
  if (!KEY_PATTERN.test(key)) throw new ValidationError(MSG.idempotencyKeyInvalid);
  return key;
}

const replay = (answer: StoredAnswer): HttpResult => ({
  status: answer.status,
  body: answer.body,
  text: answer.text,
  headers: { ...answer.headers, [REPLAYED_HEADER]: 'true' },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a repeat waits for the first run's answer before it says the request is still in progress. */
const WAIT_FOR_FIRST_MS = 8_000;

/**
 * Runs `handler` once per (caller, route, Idempotency-Key). The record is claimed with a conditional put before the
 * work, so of any number of identical requests arriving together exactly one runs; the others wait for its stored
 * answer and give it as their own (status and body), and past `WAIT_FOR_FIRST_MS` answer 409. Only a success is
 * kept: a refused or failed run frees the key, so retrying the same submit runs it again. The same key sent with
 * another body or for another path answers 422. Requests without a key, or without a signed-in caller, run as usual.
 */
export async function runIdempotently(
  store: IdempotencyStore,
  req: HttpRequest,
  handler: RouteHandler,
): Promise<HttpResult> {
  const key = keyOf(req);
  if (!key || !req.user) return handler(req);
  const scopeHash = sha256(req.user.id, req.route.method, req.route.path, key);
  const fingerprint = sha256(
    JSON.stringify(req.params),
    typeof req.body === 'string' ? req.body : JSON.stringify(req.body ?? null),
  );
  const deadline = performance.now() + WAIT_FOR_FIRST_MS;

  for (let pause = 50; ; pause = Math.min(pause * 2, 400)) {
    const claim = await store.claim(scopeHash, fingerprint);
    if (claim.claimed) return runAndKeep(store, scopeHash, claim.token, req, handler);
    let record = claim.record;
    while (record?.state === 'in_progress' && record.fingerprint === fingerprint && performance.now() < deadline) {
      await sleep(pause);
      pause = Math.min(pause * 2, 400);
      record = await store.read(scopeHash);
    }
    if (record && record.fingerprint !== fingerprint) throw new AppError(422, MSG.idempotencyKeyReused);
    if (record?.state === 'done') return replay(record.answer);
    if (record || performance.now() >= deadline) throw new ConflictError(MSG.idempotencyInProgress);
    // The first run failed and freed the key: this request may run it now.
  }
}

async function runAndKeep(
  store: IdempotencyStore,
  scopeHash: string,
  token: string,
  req: HttpRequest,
  handler: RouteHandler,
): Promise<HttpResult> {
  let result: HttpResult;
  try {
    result = await handler(req);
  } catch (err) {
    await store.release(scopeHash, token);
    throw err;
  }
  const status = result.status ?? 200;
  const answer: StoredAnswer = { status, body: result.body, headers: result.headers, text: result.text };
  if (status < 300 && JSON.stringify(answer).length <= MAX_STORED_CHARS) {
    await store.complete(scopeHash, token, answer);
  } else {
    await store.release(scopeHash, token);
  }
  return result;
}
