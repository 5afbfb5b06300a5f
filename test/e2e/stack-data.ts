/**
 * What the browser tests' own data files share: the table of the stack the e2e global setup started, and the demo
 * catalogue's ids by name (the tests' dates use the demo market's areas and space types).
 */
import { makeDocumentClient } from '../../functions/lib/data/dynamo.js';
import { keys } from '../../functions/lib/data/keys.js';
import { isType, makeTable } from '../../functions/lib/data/toolkit/index.js';

export function stackTable() {
  const env = JSON.parse(process.env.E2E_STACK_ENV ?? '{}') as Record<string, string>;
  if (!env.TABLE_NAME) throw new Error('E2E_STACK_ENV is not set: run through the e2e global setup');
  const ddb = makeDocumentClient({ region: env.AWS_REGION ?? 'us-east-1', endpoint: env.DYNAMODB_ENDPOINT });
  return { ddb, tableName: env.TABLE_NAME, table: makeTable(ddb, env.TABLE_NAME) };
}

/** The demo catalogue in one Query: an area's or a space type's id by its name. */
export async function demoCatalog({ ddb, tableName }: Pick<ReturnType<typeof stackTable>, 'ddb' | 'tableName'>) {
  const { items } = await makeTable(ddb, tableName).query({ pk: keys.catalog.pk });
  const idOf = (type: string, name: string) => {
    const found = items.find((i) => isType(i, type) && i.name === name);
    if (!found) throw new Error(`The demo catalogue has no ${type} named ${name}`);
    return String(found.id);
  };
  return { areaId: (name: string) => idOf('area', name), spaceTypeId: (name: string) => idOf('space_type', name) };
}
