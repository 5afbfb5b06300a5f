import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { TABLE_GSIS, TABLE_KEY, TTL_ATTRIBUTE } from '../../functions/lib/data/table-definition.js';
import { ROUTE_GROUPS, routeKey, routes, routesOf, type RouteGroup } from '../../shared/routes.js';
import { BUNDLE_METADATA_KEY } from '../../infra/constructs/bundle-budget.js';
import { SPA_REWRITE_FUNCTION } from '../../infra/stacks/web-stack.js';
import { grantsOf } from '../../infra/stacks/api-stack.js';
import { synthApp } from './synth-app.js';
import { asText, everyHeaderOverrides, headersCloudFrontSends, headersPolicy } from './response-headers.js';
import { securityHeaders } from '../../shared/security-headers.js';
import { SCHEDULED_JOBS } from '../../functions/jobs/scheduled/registry.js';

// Managed CloudFront policies (fixed ids published by AWS).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

type Resources = Record<
  string,
  { Type: string; Properties: Record<string, unknown>; Metadata?: Record<string, unknown> }
>;

const built = synthApp();
const { stacks } = built;
const data = Template.fromStack(stacks.data);
const web = Template.fromStack(stacks.web);
const auth = Template.fromStack(stacks.auth);
const jobs = Template.fromStack(stacks.jobs);
const api = Template.fromStack(stacks.api);

afterAll(() => built.cleanup());

const groupsWithRoutes = ROUTE_GROUPS.filter((g) => routesOf(g).length > 0);

/** The product's functions of a template, by the bundle name in their metadata. */
function bundledFunctions(template: Template): Map<string, { logicalId: string; properties: Record<string, unknown> }> {
  const found = template.findResources('AWS::Lambda::Function', {
    Metadata: { [BUNDLE_METADATA_KEY]: Match.anyValue() },
  }) as Resources;
  return new Map(
    Object.entries(found).map(([logicalId, r]) => [
      String(r.Metadata?.[BUNDLE_METADATA_KEY]),
      { logicalId, properties: r.Properties },
    ]),
  );
}

/** Statements of the IAM policies attached to a function's role. */
function policyStatements(template: Template, functionLogicalId: string): { Action: unknown; Resource: unknown }[] {
  const fn = (template.findResources('AWS::Lambda::Function') as Resources)[functionLogicalId]!;
  const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const policies = Object.values(template.findResources('AWS::IAM::Policy') as Resources).filter((p) =>
    (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId),
  );
  return policies.flatMap(
    (p) => (p.Properties.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }).Statement,
  );
}

function actionsOf(statements: { Action: unknown }[]): string[] {
  return statements.flatMap((s) => (Array.isArray(s.Action) ? (s.Action as string[]) : [s.Action as string]));
}

describe('data stack', () => {
  it('has the single table: keys, sparse GSIs, on-demand, PITR, TTL, retained', () => {
    data.resourceCountIs('AWS::DynamoDB::Table', 1);
    data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        KeySchema: [
          { AttributeName: TABLE_KEY.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_KEY.sortKey, KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
        GlobalSecondaryIndexes: TABLE_GSIS.map((gsi) => ({
          IndexName: gsi.indexName,
          KeySchema: [
            { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
            { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    });
    const attributes = [
      TABLE_KEY.partitionKey,
      TABLE_KEY.sortKey,
      ...TABLE_GSIS.flatMap((g) => [g.partitionKey, g.sortKey]),
    ];
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      AttributeDefinitions: Match.arrayWith(attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' }))),
    });
  });

  it('keeps documents and images in versioned, retained buckets', () => {
    const versioned = data.findResources('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: { VersioningConfiguration: { Status: 'Enabled' } },
    });
    expect(Object.keys(versioned)).toHaveLength(2);
  });
});

describe.each([
  ['data', () => data],
  ['web', () => web],
])('%s stack buckets', (_name, template) => {
  it('are private, encrypted and SSL-only', () => {
    const buckets = template().findResources('AWS::S3::Bucket') as Resources;
    expect(Object.keys(buckets).length).toBeGreaterThan(0);
    const policies = Object.values(template().findResources('AWS::S3::BucketPolicy') as Resources);
    for (const [logicalId, bucket] of Object.entries(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption).toEqual({
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      });
      const policy = policies.find((p) => (p.Properties.Bucket as { Ref?: string }).Ref === logicalId);
      expect(policy, `bucket policy of ${logicalId}`).toBeDefined();
      expect((policy!.Properties.PolicyDocument as { Statement: unknown[] }).Statement).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Action: 's3:*',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      );
    }
  });
});

describe('auth stack', () => {
  it('has a user pool without self sign-up and with the product password rules', () => {
    auth.resourceCountIs('AWS::Cognito::UserPool', 1);
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireUppercase: true,
          RequireLowercase: true,
          RequireNumbers: true,
          RequireSymbols: false,
        }),
      },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }] },
    });
  });

  it('has an app client for USER_PASSWORD_AUTH with refresh tokens and no secret', () => {
    auth.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayEquals(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      GenerateSecret: false,
      AllowedOAuthFlowsUserPoolClient: false,
      AllowedOAuthFlows: Match.absent(),
      CallbackURLs: Match.absent(),
    });
  });

  it('creates no identity provider and no hosted UI domain without their context', () => {
    auth.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    auth.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
  });
});

describe('api stack', () => {
  const functions = bundledFunctions(api);

  it('has one function per route group of the manifest, on nodejs22.x / arm64', () => {
    expect([...functions.keys()].sort()).toEqual([...groupsWithRoutes].sort());
    for (const [, fn] of functions) {
      expect(fn.properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
      });
      expect(fn.properties.LoggingConfig).toBeDefined();
      const env = (fn.properties.Environment as { Variables: Record<string, unknown> }).Variables;
      for (const name of [
        'STAGE',
        'TABLE_NAME',
        'APP_URL',
        'USER_POOL_ID',
        'USER_POOL_CLIENT_ID',
        'GOOGLE_ENABLED',
        'APPLE_ENABLED',
        'QUEUE_URL',
        'DOCUMENTS_BUCKET',
      ]) {
        expect(env, name).toHaveProperty(name);
      }
      expect(env.STAGE).toBe('aws');
      expect(env).not.toHaveProperty('AWS_REGION');
      expect(env).not.toHaveProperty('HOSTED_UI_DOMAIN');
    }
  });

  it('gives the upload-checking functions (profiles, documents) the image tools layer, the card-taking ones the payment tools layer and the template-saving one the HTML tools layer', () => {
    const layerOf = (fn: { properties: Record<string, unknown> }) => JSON.stringify(fn.properties.Layers ?? []);
    for (const [name, fn] of functions) {
      const layers = (fn.properties.Layers as unknown[] | undefined) ?? [];
      const checksUploads = name === 'profiles' || name === 'documents';
      const takesCards = grantsOf(name as RouteGroup).includes('stripe');
      const cleansHtml = name === 'messages';
      expect(layers.length, name).toBe((checksUploads ? 1 : 0) + (takesCards ? 1 : 0) + (cleansHtml ? 1 : 0));
      if (checksUploads) expect(layerOf(fn)).toContain('ImageToolsLayer');
      if (takesCards) expect(layerOf(fn)).toContain('PaymentToolsLayer');
      if (cleansHtml) expect(layerOf(fn)).toContain('HtmlToolsLayer');
    }
    expect(functions.has('stripe-webhooks')).toBe(true);
    // Each layer is built once, however many functions share it.
    expect(Object.keys(api.findResources('AWS::Lambda::LayerVersion'))).toHaveLength(3);
    api.hasResourceProperties('AWS::Lambda::LayerVersion', {
      CompatibleArchitectures: ['arm64'],
      CompatibleRuntimes: ['nodejs22.x'],
    });
  });

  it('keeps every function log for a bounded time', () => {
    const groups = Object.values(api.findResources('AWS::Logs::LogGroup') as Resources);
    expect(groups).toHaveLength(functions.size);
    for (const g of groups) expect(g.Properties.RetentionInDays).toBeGreaterThan(0);
  });

  it('has a route for every manifest row, integrated with its group function', () => {
    const found = Object.values(api.findResources('AWS::ApiGatewayV2::Route') as Resources);
    expect(found.map((r) => r.Properties.RouteKey).sort()).toEqual(routes.map(routeKey).sort());

    const integrations = api.findResources('AWS::ApiGatewayV2::Integration') as Resources;
    for (const route of routes) {
      const resource = found.find((r) => r.Properties.RouteKey === routeKey(route))!;
      expect(resource.Properties.AuthorizationType).toBe('NONE');
      const target = JSON.stringify(resource.Properties.Target);
      const integrationId = Object.keys(integrations).find((id) => target.includes(`"${id}"`));
      expect(integrationId, `integration of ${routeKey(route)}`).toBeDefined();
      const uri = JSON.stringify(integrations[integrationId!]!.Properties.IntegrationUri);
      expect(uri).toContain(`"${functions.get(route.group)!.logicalId}"`);
      expect(integrations[integrationId!]!.Properties.PayloadFormatVersion).toBe('2.0');
    }
  });

  it('grants each function only what its group needs', () => {
    for (const [group, fn] of functions) {
      const statements = policyStatements(api, fn.logicalId);
      const actions = actionsOf(statements);
      const grants = grantsOf(group as RouteGroup);
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
      // Writes only where the group writes: the data export reads.
      expect(actions.includes('dynamodb:PutItem'), group).toBe(grants.includes('table'));
      expect(actions).not.toContain('dynamodb:Scan');
      expect(actions.some((a) => a === '*' || a.endsWith(':*'))).toBe(false);
      if (group === 'auth') {
        expect(actions).toEqual(expect.arrayContaining(['cognito-idp:Admin*', 'sqs:SendMessage']));
      }
      // Cognito and the message queue only where GROUP_GRANTS asks for them.
      expect(
        actions.some((a) => a.startsWith('cognito-idp:')),
        group,
      ).toBe(grants.includes('cognitoAdmin'));
      expect(
        actions.some((a) => a.startsWith('sqs:')),
        group,
      ).toBe(grants.includes('sendMessages'));
      // No `index/*` wildcard: each GSI is named.
      expect(JSON.stringify(statements)).not.toContain('/index/*');
    }
  });

  it('lets the data export write only under exports/ of the documents bucket, which forgets the files a day later', () => {
    const fn = functions.get('export')!;
    expect(fn.properties).toMatchObject({ MemorySize: 512, Timeout: 30 });
    const statements = policyStatements(api, fn.logicalId);
    const s3Statements = statements.filter((st) => JSON.stringify(st.Action).includes('s3:'));
    expect(actionsOf(s3Statements).sort()).toEqual(['s3:AbortMultipartUpload', 's3:GetObject', 's3:PutObject']);
    expect(JSON.stringify(s3Statements.map((st) => st.Resource))).toContain('-data-documents*/exports/*');
    data.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Prefix: 'exports/',
            Status: 'Enabled',
            ExpirationInDays: 1,
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
            AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
          }),
        ]),
      },
    });
  });
});

describe('web stack', () => {
  const distribution = () =>
    Object.values(web.findResources('AWS::CloudFront::Distribution') as Resources)[0]!.Properties
      .DistributionConfig as Record<string, unknown>;

  it('serves /api/* from the HTTP API, uncached, with all methods and viewer headers except Host', () => {
    web.resourceCountIs('AWS::CloudFront::Distribution', 1);
    const csp = JSON.stringify(web.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    // Without payment providers configured, no provider's script, frame or API is allowed.
    expect(csp).not.toMatch(/stripe\.com|paypal\.com/);
    const config = distribution();
    const behaviors = config.CacheBehaviors as Record<string, unknown>[];
    const apiBehavior = behaviors.find((b) => b.PathPattern === '/api/*');
    expect(apiBehavior).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
    });
    expect((apiBehavior!.AllowedMethods as string[]).length).toBe(7);
    const origins = config.Origins as Record<string, unknown>[];
    const apiOrigin = origins.find((o) => o.Id === apiBehavior!.TargetOriginId)!;
    expect(JSON.stringify(apiOrigin.DomainName)).toContain('.execute-api.');
    expect(apiOrigin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
  });

  it('serves public profile images at /media/* from the images bucket, read through origin access control', () => {
    const config = distribution();
    const media = (config.CacheBehaviors as Record<string, unknown>[]).find((b) => b.PathPattern === '/media/*')!;
    expect(media).toMatchObject({ ViewerProtocolPolicy: 'redirect-to-https', AllowedMethods: ['GET', 'HEAD'] });
    const origin = (config.Origins as Record<string, unknown>[]).find((o) => o.Id === media.TargetOriginId)!;
    expect(origin.OriginAccessControlId).toBeDefined();
    // Only media/ is readable by CloudFront; originals under vendors/ stay private.
    data.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({
            Sid: 'CloudFrontReadsPublicMedia',
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Resource: { 'Fn::Join': ['', [Match.anyValue(), '/media/*']] },
          }),
        ]),
      }),
    });
  });

  it('reads the SPA bucket through origin access control', () => {
    web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
    const config = distribution();
    const defaultBehavior = config.DefaultCacheBehavior as Record<string, unknown>;
    const s3Origin = (config.Origins as Record<string, unknown>[]).find(
      (o) => o.Id === defaultBehavior.TargetOriginId,
    )!;
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    expect(s3Origin.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
  });

  it('falls back to index.html for client routes with a viewer-request function, not error responses', () => {
    const config = distribution();
    expect(config.CustomErrorResponses).toBeUndefined();
    const defaultBehavior = config.DefaultCacheBehavior as Record<string, unknown>;
    expect(defaultBehavior.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
    const apiBehavior = (config.CacheBehaviors as Record<string, unknown>[]).find((b) => b.PathPattern === '/api/*')!;
    expect(apiBehavior.FunctionAssociations).toBeUndefined();

    const handler = new Function(`${SPA_REWRITE_FUNCTION}; return handler;`)() as (e: { request: { uri: string } }) => {
      uri: string;
    };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/admin')).toBe('/index.html');
    expect(rewrite('/vendor/dashboard')).toBe('/index.html');
    expect(rewrite('/assets/app-1a2b3c.js')).toBe('/assets/app-1a2b3c.js');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
  });

  it('sends on every response exactly the security headers of the one definition the local server also sends', () => {
    const policy = headersPolicy(web);
    expect(headersCloudFrontSends(policy)).toEqual(stacks.web.resolve(securityHeaders(stacks.web.siteSources)));
    expect(everyHeaderOverrides(policy)).toBe(true);
    const config = distribution();
    const policyRef = (config.DefaultCacheBehavior as Record<string, unknown>).ResponseHeadersPolicyId;
    expect(policyRef).toBeDefined();
    for (const b of config.CacheBehaviors as Record<string, unknown>[])
      expect(b.ResponseHeadersPolicyId).toEqual(policyRef);
  });

  it('lets browsers upload only to the two buckets, and load nothing from elsewhere without a payment provider', () => {
    const csp = asText(headersPolicy(web).SecurityHeadersConfig.ContentSecurityPolicy!.ContentSecurityPolicy);
    expect(csp).toContain("connect-src 'self' https://{ref} https://{ref};");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    // No wildcard host, and inline code only as Mantine's styles.
    expect(csp).not.toMatch(/amazonaws\.com|\*/);
    expect(csp.match(/'unsafe-inline'/g)).toEqual(["'unsafe-inline'"]);
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    expect(JSON.stringify(stacks.web.siteSources.uploadOrigins?.map((o) => stacks.web.resolve(o)))).toMatch(
      /Images.*RegionalDomainName.*Documents.*RegionalDomainName/,
    );
  });

  it('has the HTTP API with an access-logged default stage', () => {
    web.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    web.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });

  it('deploys no SPA when web/dist has not been built', () => {
    web.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });
});

describe('jobs stack', () => {
  it('has the message queue with a dead-letter queue, encrypted and SSL-only', () => {
    // The messages, their dead letters, and the scheduled jobs' dead letters.
    jobs.resourceCountIs('AWS::SQS::Queue', 3);
    const queues = jobs.findResources('AWS::SQS::Queue') as Resources;
    const main = Object.entries(queues).find(([, q]) => q.Properties.RedrivePolicy)!;
    const dlq = Object.keys(queues).find((id) => id.startsWith('MessagesDeadLetter'))!;
    expect(main[1].Properties.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [dlq, 'Arn'] },
      maxReceiveCount: 5,
    });
    for (const [logicalId, q] of Object.entries(queues)) {
      expect(q.Properties.SqsManagedSseEnabled).toBe(true);
      jobs.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: logicalId }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  it('runs the message worker from the queue in batches of 10 with partial batch failures', () => {
    const functions = bundledFunctions(jobs);
    const worker = functions.get('jobs/message-worker');
    expect(worker).toBeDefined();
    expect(worker!.properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'] });
    jobs.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      FunctionName: { Ref: worker!.logicalId },
    });
    const actions = actionsOf(policyStatements(jobs, worker!.logicalId));
    expect(actions).toEqual(expect.arrayContaining(['ses:SendEmail', 'sns:Publish', 'dynamodb:UpdateItem']));
  });

  it('lets the message worker put a message it gives up on into the dead-letter queue, two workers at most', () => {
    const worker = bundledFunctions(jobs).get('jobs/message-worker')!;
    const dlq = Object.entries(jobs.findResources('AWS::SQS::Queue')).find(([id]) =>
      id.startsWith('MessagesDeadLetter'),
    );
    expect(dlq).toBeDefined();
    expect(worker.properties).toMatchObject({
      Environment: { Variables: { DEAD_LETTER_QUEUE_URL: { Ref: dlq![0] } } },
    });
    expect(actionsOf(policyStatements(jobs, worker.logicalId))).toContain('sqs:SendMessage');
    jobs.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: worker.logicalId },
      ScalingConfig: { MaximumConcurrency: 2 },
    });
  });
});

describe('scheduled jobs', () => {
  const schedules = () => Object.values(jobs.findResources('AWS::Scheduler::Schedule') as Resources);

  it('has one schedule per job, on the market clock, invoking the jobs function with the job name', () => {
    const functions = bundledFunctions(jobs);
    const fn = functions.get('jobs/scheduled');
    expect(fn).toBeDefined();
    expect(fn!.properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'] });
    const all = schedules();
    expect(all).toHaveLength(SCHEDULED_JOBS.length);
    const deadLetters = Object.keys(jobs.findResources('AWS::SQS::Queue')).find((id) =>
      id.startsWith('ScheduledJobsDeadLetter'),
    );
    for (const job of SCHEDULED_JOBS) {
      const s = all.find(
        (r) =>
          (JSON.parse(String((r.Properties.Target as { Input: string }).Input)) as { job: string }).job === job.name,
      );
      expect(s, job.name).toBeDefined();
      expect(s!.Properties).toMatchObject({
        ScheduleExpression: job.schedule,
        ScheduleExpressionTimezone: 'America/Los_Angeles',
        State: 'ENABLED',
        FlexibleTimeWindow: { Mode: 'OFF' },
      });
      expect(s!.Properties.Target).toMatchObject({
        Arn: { 'Fn::GetAtt': [fn!.logicalId, 'Arn'] },
        RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [deadLetters, 'Arn'] } },
      });
    }
  });

  it('lets the schedules invoke the jobs function through their role, and the function send messages', () => {
    const fn = bundledFunctions(jobs).get('jobs/scheduled')!;
    const roles = jobs.findResources('AWS::IAM::Policy') as Resources;
    const invoke = Object.values(roles).some((p) =>
      JSON.stringify(p.Properties.PolicyDocument).includes('lambda:InvokeFunction'),
    );
    expect(invoke).toBe(true);
    const actions = actionsOf(policyStatements(jobs, fn.logicalId));
    expect(actions).toEqual(expect.arrayContaining(['sqs:SendMessage', 'dynamodb:Query', 'dynamodb:PutItem']));
  });

  it('takes the market time zone from the deploy context', () => {
    const denver = synthApp({ marketTimeZone: 'America/Denver' });
    try {
      const zones = Object.values(
        Template.fromStack(denver.stacks.jobs).findResources('AWS::Scheduler::Schedule') as Resources,
      ).map((r) => r.Properties.ScheduleExpressionTimezone);
      expect(new Set(zones)).toEqual(new Set(['America/Denver']));
    } finally {
      denver.cleanup();
    }
  });
});

describe('cdk-nag AwsSolutions', () => {
  it.each(Object.entries(stacks))('reports no unacknowledged error in the %s stack', (_name, stack) => {
    expect(built.nagErrors(stack)).toEqual([]);
  });

  it('reports no unacknowledged error anywhere', () => {
    const errors = built.report.pluginReports.flatMap((p) =>
      p.violations
        .filter((v) => v.ruleName.startsWith('AwsSolutions-') && v.severity === 'error')
        .map((v) => v.ruleName),
    );
    expect(errors).toEqual([]);
  });
});
