/**
 * The one zod of the product's schemas: zod's functional API (`zod/mini`), which bundles to a third of the chained
 * one, with zod's English messages for the checks that carry no message of the spec's own. Schemas import
 * `* as z` from here; type-only imports may name 'zod/mini' directly.
 */
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

export * from 'zod/mini';
