import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUsersRepository, MAX_SESSIONS } from './users.repository.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
const repo = () => makeUsersRepository(DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), 'T');
const AT = '2026-11-22T15:00:00.000Z';
const NOW = Date.parse(AT) / 1000;
const conditionFailed = () => Object.assign(new Error('failed'), { name: 'ConditionalCheckFailedException' });

describe("the user's session list", () => {
  beforeEach(() => ddbMock.reset());

  it('adds a sign-in to the list in one write, dropping sessions that have ended', async () => {
    ddbMock.on(UpdateCommand).resolves({});
    await repo().recordLogin({ id: 'u1', sessions: { old: NOW - 1, live: NOW + 100 } }, AT, {
      id: 'new',
      endsAt: NOW + 1000,
    });
    const calls = ddbMock.commandCalls(UpdateCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]!.args[0].input;
    expect(input.UpdateExpression).toBe('SET lastLogin = :at, #s.#new = :ends REMOVE #s.#d0');
    expect(input.ExpressionAttributeNames).toMatchObject({ '#new': 'new', '#d0': 'old' });
  });

  it(`keeps at most ${MAX_SESSIONS} sessions, dropping the ones that end first`, async () => {
    ddbMock.on(UpdateCommand).resolves({});
    const sessions = Object.fromEntries(Array.from({ length: MAX_SESSIONS }, (_, i) => [`s${i}`, NOW + 100 + i]));
    await repo().recordLogin({ id: 'u1', sessions }, AT, { id: 'new', endsAt: NOW + 1000 });
    const names = ddbMock.commandCalls(UpdateCommand)[0]!.args[0].input.ExpressionAttributeNames!;
    expect(Object.entries(names).filter(([k]) => k.startsWith('#d'))).toEqual([['#d0', 's0']]);
  });

  it('creates the list on a user item written before sessions were kept', async () => {
    ddbMock.on(UpdateCommand).rejectsOnce(conditionFailed()).resolves({});
    await repo().recordLogin({ id: 'u1', sessions: {} }, AT, { id: 'new', endsAt: NOW + 1000 });
    const second = ddbMock.commandCalls(UpdateCommand)[1]!.args[0].input;
    expect(second.UpdateExpression).toBe('SET lastLogin = :at, #s = :sessions');
    expect(second.ExpressionAttributeValues).toMatchObject({ ':sessions': { new: NOW + 1000 } });
  });

  it('ends one session, and is quiet when the user has no list', async () => {
    ddbMock.on(UpdateCommand).rejects(conditionFailed());
    await expect(repo().endSession('u1', 'sid')).resolves.toBeUndefined();
    expect(ddbMock.commandCalls(UpdateCommand)[0]!.args[0].input.UpdateExpression).toBe('REMOVE #s.#id');
  });
});
