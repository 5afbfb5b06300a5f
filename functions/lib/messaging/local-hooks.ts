/**
 * Hooks the local runtime installs for functions running in its process (local and test stages only).
 *
 * The message sink stands in for SQS: when QUEUE_URL is unset, a function's wiring hands its outgoing messages to
 * the sink, and the local runtime feeds them to the same message worker code in-process. The sink lives on
 * globalThis so that two instances of this module (e.g. loaded by different module loaders) still agree.
 */
import type { OutgoingMessage } from '../ports.js';

export type LocalMessageSink = (messages: OutgoingMessage[]) => Promise<void>;

const SINK_KEY = Symbol.for('marketday.localMessageSink');

type SinkHolder = { [SINK_KEY]?: LocalMessageSink };

export function setLocalMessageSink(fn: LocalMessageSink | undefined): void {
  (globalThis as SinkHolder)[SINK_KEY] = fn;
}

export function getLocalMessageSink(): LocalMessageSink | undefined {
  return (globalThis as SinkHolder)[SINK_KEY];
}
