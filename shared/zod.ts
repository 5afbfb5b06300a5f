/**
 * The one zod of the product's schemas: zod's functional API (`zod/mini`), which bundles to a third of the chained
 * one, with zod's English messages for the checks that carry no message of the spec's own. Schemas import
 * `* as z` from here; type-only imports may name 'zod/mini' directly.
 */
import { _default, config, nullable, type ZodMiniType } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

/** zod's English messages, to put back after another language (web/src/i18n/zod-locale.ts). */
export const zodEnglish = en;

export * from 'zod/mini';

/** A field that is `schema` or null, and null when absent: the product's "not set". */
export const orNull = <T extends ZodMiniType>(schema: T) => _default(nullable(schema), null);
