import { writeFile } from 'node:fs/promises';
import { DATA_MODEL_PAGE, pageWithTable } from './access-pattern-page.js';

// Rewrites the access-pattern table of docs/data-model.md from keys.ts (npm run docs:access-patterns).
await writeFile(DATA_MODEL_PAGE, await pageWithTable());
console.log('docs/data-model.md: access-pattern table written');
