/**
 * Creates what the product needs in the local services when it is absent: the table, the buckets, the user pool and
 * its app client. The pool's ids are remembered in the data folder so a restart reuses them.
 */
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { TABLE_GSIS, TABLE_KEY, TTL_ATTRIBUTE } from '../functions/lib/data/table-definition.js';
import { readState, writeState, type DataDir } from './data-dir.js';

/** s3rver accepts only these; DynamoDB Local (shared database) and cognito-local accept any. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
export const LOCAL_REGION = 'us-east-1';

function attributeDefinitions(): AttributeDefinition[] {
  const names = new Set<string>([TABLE_KEY.partitionKey, TABLE_KEY.sortKey]);
  for (const g of TABLE_GSIS) {
    names.add(g.partitionKey);
    names.add(g.sortKey);
  }
  return [...names].map((AttributeName) => ({ AttributeName, AttributeType: 'S' }));
}

function gsiSpec(g: (typeof TABLE_GSIS)[number]) {
  return {
    IndexName: g.indexName,
    KeySchema: [
      { AttributeName: g.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: g.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  };
}

/** Creates the table (or the GSIs a newer table definition added), with TTL when DynamoDB Local accepts it. */
export async function ensureTable(ddb: DynamoDBClient, tableName: string): Promise<void> {
  let existing: Set<string> | undefined;
  try {
    const { Table } = await ddb.send(new DescribeTableCommand({ TableName: tableName }));
    existing = new Set((Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName ?? ''));
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
  }
  if (!existing) {
    await ddb.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributeDefinitions(),
        KeySchema: [
          { AttributeName: TABLE_KEY.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_KEY.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: TABLE_GSIS.map(gsiSpec),
      }),
    );
    try {
      await ddb.send(
        new UpdateTimeToLiveCommand({
          TableName: tableName,
          TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
        }),
      );
    } catch {
      // TTL is a nicety locally: expired items are also filtered by the code that reads them.
    }
    return;
  }
  for (const g of TABLE_GSIS) {
    if (existing.has(g.indexName)) continue;
    await ddb.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: attributeDefinitions(),
        GlobalSecondaryIndexUpdates: [{ Create: gsiSpec(g) }],
      }),
    );
  }
}

export async function ensureBuckets(s3: S3Client, buckets: string[]): Promise<void> {
  for (const Bucket of buckets) {
    try {
      await s3.send(new HeadBucketCommand({ Bucket }));
    } catch {
      await s3.send(new CreateBucketCommand({ Bucket }));
    }
  }
}

function isNotFound(err: unknown): boolean {
  return (err as { name?: string })?.name === 'ResourceNotFoundException';
}

/** The user pool (password policy of spec 1 §5: at least 8 characters, upper and lower case, a digit) and client. */
export async function ensureUserPool(
  cognito: CognitoIdentityProviderClient,
  dir: DataDir,
): Promise<{ userPoolId: string; userPoolClientId: string }> {
  const state = readState(dir);
  let userPoolId = state.userPoolId;
  if (userPoolId) {
    try {
      await cognito.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }));
    } catch (err) {
      if (!isNotFound(err)) throw err;
      userPoolId = undefined;
    }
  }
  let userPoolClientId = userPoolId ? state.userPoolClientId : undefined;
  if (!userPoolId) {
    const { UserPool } = await cognito.send(
      new CreateUserPoolCommand({
        PoolName: 'marketday-local',
        Policies: {
          PasswordPolicy: {
            MinimumLength: 8,
            RequireUppercase: true,
            RequireLowercase: true,
            RequireNumbers: true,
            RequireSymbols: false,
          },
        },
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      }),
    );
    userPoolId = UserPool!.Id!;
  }
  if (userPoolClientId) {
    try {
      await cognito.send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: userPoolClientId }));
    } catch (err) {
      if (!isNotFound(err)) throw err;
      userPoolClientId = undefined;
    }
  }
  if (!userPoolClientId) {
    const { UserPoolClient } = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'marketday-web',
        GenerateSecret: false,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    userPoolClientId = UserPoolClient!.ClientId!;
  }
  writeState(dir, { ...readState(dir), userPoolId, userPoolClientId });
  return { userPoolId, userPoolClientId };
}
