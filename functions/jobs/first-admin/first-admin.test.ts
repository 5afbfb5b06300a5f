import { describe, expect, it } from 'vitest';
import { makeFirstAdminHandler, type CustomResourceEvent } from './first-admin.js';

const event = (over: Partial<CustomResourceEvent> = {}): CustomResourceEvent => ({
  RequestType: 'Create',
  ResponseURL: 'https://cloudformation-response.example/presigned',
  StackId: 'stack',
  RequestId: 'request',
  LogicalResourceId: 'FirstAdmin',
  ResourceProperties: { AdminEmail: 'Manager@Example.org' },
  ...over,
});

function harness(ensure: (email: string) => Promise<'created' | 'exists'>) {
  const made: string[] = [];
  const answers: { url: string; body: Record<string, unknown> }[] = [];
  const handler = makeFirstAdminHandler({
    ensureAdmin: async (email) => {
      made.push(email);
      return ensure(email);
    },
    respond: async (url, body) => void answers.push({ url, body: JSON.parse(body) as Record<string, unknown> }),
    logError: () => undefined,
    logInfo: () => undefined,
  });
  return { handler, made, answers };
}

describe('the first admin on deploy', () => {
  it('makes the adminEmail person an admin on the first deploy and tells CloudFormation', async () => {
    const { handler, made, answers } = harness(async () => 'created');
    await handler(event());
    expect(made).toEqual(['Manager@Example.org']);
    expect(answers).toEqual([
      {
        url: 'https://cloudformation-response.example/presigned',
        body: expect.objectContaining({ Status: 'SUCCESS', Data: { Outcome: 'created' } }),
      },
    ]);
  });

  it('succeeds without change when the person already has an account (a re-deploy)', async () => {
    const { handler, answers } = harness(async () => 'exists');
    await handler(event({ RequestType: 'Update', PhysicalResourceId: 'first-admin-manager@example.org' }));
    expect(answers[0]!.body).toMatchObject({
      Status: 'SUCCESS',
      PhysicalResourceId: 'first-admin-manager@example.org',
      Data: { Outcome: 'exists' },
    });
  });

  it('leaves the admin in place when the resource is deleted', async () => {
    const { handler, made, answers } = harness(async () => 'created');
    await handler(event({ RequestType: 'Delete', PhysicalResourceId: 'first-admin-manager@example.org' }));
    expect(made).toEqual([]);
    expect(answers[0]!.body.Status).toBe('SUCCESS');
  });

  it('reports a failure to CloudFormation rather than leaving the deploy waiting', async () => {
    const { handler, answers } = harness(async () => {
      throw new Error('Cognito is unreachable');
    });
    await handler(event());
    expect(answers[0]!.body).toMatchObject({ Status: 'FAILED', Reason: 'Cognito is unreachable' });
  });

  it('refuses a value that is not an e-mail address', async () => {
    const { handler, made, answers } = harness(async () => 'created');
    await handler(event({ ResourceProperties: { AdminEmail: 'manager' } }));
    expect(made).toEqual([]);
    expect(answers[0]!.body.Status).toBe('FAILED');
  });
});
