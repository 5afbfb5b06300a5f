import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { readable } from '../../../../test/fixtures/readable-expression.js';
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
    expect(readable(input).update).toBe(`SET lastLogin = "${AT}", sessions.new = ${NOW + 1000} REMOVE sessions.old`);
  });

  it(`keeps at most ${MAX_SESSIONS} sessions, dropping the ones that end first`, async () => {
    ddbMock.on(UpdateCommand).resolves({});
    const sessions = Object.fromEntries(Array.from({ length: MAX_SESSIONS }, (_, i) => [`s${i}`, NOW + 100 + i]));
    await repo().recordLogin({ id: 'u1', sessions }, AT, { id: 'new', endsAt: NOW + 1000 });
    const update = readable(ddbMock.commandCalls(UpdateCommand)[0]!.args[0].input).update!;
    expect(update.split(' REMOVE ')[1]).toBe('sessions.s0');
  });

  it('creates the list on a user item written before sessions were kept', async () => {
    ddbMock.on(UpdateCommand).rejectsOnce(conditionFailed()).resolves({});
    await repo().recordLogin({ id: 'u1', sessions: {} }, AT, { id: 'new', endsAt: NOW + 1000 });
    const second = ddbMock.commandCalls(UpdateCommand)[1]!.args[0].input;
    expect(readable(second).update).toBe(`SET lastLogin = "${AT}", sessions = {"new":${NOW + 1000}}`);
  });

  it('ends one session, and is quiet when the user has no list', async () => {
    ddbMock.on(UpdateCommand).rejects(conditionFailed());
    await expect(repo().endSession('u1', 'sid')).resolves.toBeUndefined();
    expect(readable(ddbMock.commandCalls(UpdateCommand)[0]!.args[0].input).update).toBe('REMOVE sessions.sid');
  });
});
