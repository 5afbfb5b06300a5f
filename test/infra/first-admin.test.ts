import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { synthApp } from './synth-app.js';

type Resources = Record<string, { Properties: Record<string, unknown> }>;

const withAdmin = synthApp({ adminEmail: 'Manager@Example.org' });
const without = synthApp();

afterAll(() => {
  withAdmin.cleanup();
  without.cleanup();
});

describe('the first admin on deploy (-c adminEmail=…)', () => {
  const api = Template.fromStack(withAdmin.stacks.api);

  it('makes the adminEmail an admin through a custom resource backed by the first-admin function', () => {
    const resources = Object.values(api.findResources('Custom::FirstAdmin') as Resources);
    expect(resources).toHaveLength(1);
    expect(resources[0]!.Properties.AdminEmail).toBe('manager@example.org');
    const token = JSON.stringify(resources[0]!.Properties.ServiceToken);
    const functions = api.findResources('AWS::Lambda::Function') as Resources;
    const [id, fn] = Object.entries(functions).find(([logicalId]) => token.includes(`"${logicalId}"`))!;
    expect(id).toMatch(/^FirstAdminFunction/);
    expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'] });
    const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    for (const name of ['TABLE_NAME', 'APP_URL', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'QUEUE_URL']) {
      expect(env, name).toHaveProperty(name);
    }
  });

  it('lets that function create Cognito users and queue the e-mail, and nothing broader', () => {
    const policies = Object.values(api.findResources('AWS::IAM::Policy') as Resources).filter((p) =>
      JSON.stringify(p.Properties.Roles).includes('FirstAdminFunction'),
    );
    const actions = policies.flatMap((p) =>
      (p.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement.flatMap((s) =>
        Array.isArray(s.Action) ? s.Action : [s.Action],
      ),
    );
    expect(actions).toEqual(
      expect.arrayContaining(['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'sqs:SendMessage']),
    );
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.some((a) => a === '*' || a.endsWith(':*'))).toBe(false);
  });

  it('leaves cdk-nag AwsSolutions without unacknowledged findings', () => {
    expect(withAdmin.nagErrors(withAdmin.stacks.api)).toEqual([]);
  });

  it('adds nothing without adminEmail', () => {
    Template.fromStack(without.stacks.api).resourceCountIs('Custom::FirstAdmin', 0);
  });

  it('refuses an adminEmail that is not an e-mail address', () => {
    expect(() => synthApp({ adminEmail: 'manager' })).toThrow(/adminEmail must be an e-mail address/);
  });
});
