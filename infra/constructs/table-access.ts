import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { TABLE_GSIS } from '../../functions/lib/data/table-definition.js';

const READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

/**
 * Grants item access to the table and each of its GSIs by name (no `index/*` wildcard). Scan is left out on
 * purpose: the architecture allows no Scan on a request path, and this makes AWS refuse one.
 */
export function grantTableAccess(grantee: iam.IGrantable, table: dynamodb.ITable, mode: 'read' | 'readWrite'): void {
  iam.Grant.addToPrincipal({
    grantee,
    actions: mode === 'read' ? READ_ACTIONS : [...READ_ACTIONS, ...WRITE_ACTIONS],
    resourceArns: [table.tableArn, ...TABLE_GSIS.map((gsi) => `${table.tableArn}/index/${gsi.indexName}`)],
  });
}
