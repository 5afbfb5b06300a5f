import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { renderAccessPatternTable } from './access-patterns.js';

export const DATA_MODEL_PAGE = new URL('../../docs/data-model.md', import.meta.url);
const START = '<!-- access-patterns:start (written by npm run docs:access-patterns) -->';
const END = '<!-- access-patterns:end -->';

/** The table as the page holds it: formatted as `npm run format` would, so formatting the page keeps it equal. */
export async function formattedAccessPatternTable(): Promise<string> {
  const config = await resolveConfig(fileURLToPath(DATA_MODEL_PAGE));
  return format(renderAccessPatternTable(), { ...config, parser: 'markdown' });
}

function markerBounds(page: string): [number, number] {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/data-model.md needs the markers ${START} … ${END}`);
  return [start + START.length, end];
}

export async function tableOnPage(): Promise<string> {
  const page = await readFile(DATA_MODEL_PAGE, 'utf8');
  const [from, to] = markerBounds(page);
  return page.slice(from, to).trim() + '\n';
}

export async function pageWithTable(): Promise<string> {
  const page = await readFile(DATA_MODEL_PAGE, 'utf8');
  const [from, to] = markerBounds(page);
  return `${page.slice(0, from)}\n\n${await formattedAccessPatternTable()}\n${page.slice(to)}`;
}
