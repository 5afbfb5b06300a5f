import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { synthApp } from './synth-app.js';
import { asText, headersPolicy } from './response-headers.js';

/** The app with every optional deployment setting given, and a built SPA to upload. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'marketday-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>MarketDay</title>');
fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'export {};');

const built = synthApp({
  webDistDir: dist,
  domainName: 'market.example.org',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
  domainPrefix: 'market-example',
  googleClientId: 'google-client.apps.googleusercontent.com',
  googleClientSecretName: 'marketday/google-client-secret',
  appleClientId: 'org.example.market.signin',
  appleTeamId: 'TEAM123456',
  appleKeyId: 'KEY1234567',
  applePrivateKeyName: 'marketday/apple-private-key',
  stripeSecretName: 'marketday/stripe',
  paypalSecretName: 'marketday/paypal',
  senderEmail: 'market@example.org',
});
const { stacks } = built;
const auth = Template.fromStack(stacks.auth);
const api = Template.fromStack(stacks.api);
const web = Template.fromStack(stacks.web);
const jobs = Template.fromStack(stacks.jobs);

afterAll(() => {
  built.cleanup();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('with Google and Apple configured', () => {
  it('creates one Google and one Apple identity provider, secrets read at deploy time', () => {
    auth.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 2);
    auth.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderType: 'Google',
      ProviderDetails: Match.objectLike({
        client_id: 'google-client.apps.googleusercontent.com',
        client_secret: Match.stringLikeRegexp('^\\{\\{resolve:secretsmanager:marketday/google-client-secret'),
      }),
    });
    auth.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderType: 'SignInWithApple',
      ProviderDetails: Match.objectLike({ client_id: 'org.example.market.signin', team_id: 'TEAM123456' }),
    });
  });

  it('adds the hosted UI domain and the OAuth code flow back to /api/auth/callback', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'market-example' });
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AllowedOAuthFlows: ['code'],
      CallbackURLs: ['https://market.example.org/api/auth/callback'],
      SupportedIdentityProviders: Match.arrayEquals(['Google', 'SignInWithApple']),
      ExplicitAuthFlows: Match.arrayEquals(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    });
  });

  it('tells the functions about the providers, the hosted UI and the site', () => {
    const fns = Object.values(
      api.findResources('AWS::Lambda::Function') as Record<string, { Properties: Record<string, unknown> }>,
    );
    expect(fns.length).toBeGreaterThan(0);
    for (const fn of fns) {
      const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(env).toMatchObject({
        GOOGLE_ENABLED: 'true',
        APPLE_ENABLED: 'true',
        APP_URL: 'https://market.example.org',
        STRIPE_SECRET_NAME: 'marketday/stripe',
      });
      expect(JSON.stringify(env.HOSTED_UI_DOMAIN)).toContain('amazoncognito.com');
    }
    jobs.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ SENDER_EMAIL: 'market@example.org' }) },
    });
  });
});

describe('with Stripe and PayPal configured', () => {
  const cspOf = () => asText(headersPolicy(web).SecurityHeadersConfig.ContentSecurityPolicy!.ContentSecurityPolicy);

  it('lets the SPA load Stripe.js, its frames and its API; PayPal is a redirect, so nothing of PayPal’s', () => {
    const csp = cspOf();
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com;');
    expect(csp).toContain("connect-src 'self' https://{ref} https://{ref} https://api.stripe.com;");
    expect(csp).not.toContain('paypal');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('lets only the functions that take payments read the providers’ secrets', () => {
    const policies = api.findResources('AWS::IAM::Policy') as Record<string, { Properties: Record<string, unknown> }>;
    const readers = Object.values(policies)
      .filter((p) => JSON.stringify(p.Properties.PolicyDocument).includes('secretsmanager:GetSecretValue'))
      .map((p) => JSON.stringify(p.Properties.Roles));
    const stripeReaders = Object.values(policies).filter((p) =>
      JSON.stringify(p.Properties.PolicyDocument).includes('marketday/stripe'),
    );
    expect(readers.length).toBeGreaterThan(0);
    expect(stripeReaders.length).toBeGreaterThan(0);
    for (const roles of readers) expect(roles).toMatch(/PaymentsFunction|StripeWebhooksFunction|PublicPayments/);
    const fns = Object.values(
      api.findResources('AWS::Lambda::Function') as Record<string, { Properties: Record<string, unknown> }>,
    );
    for (const fn of fns) {
      const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(env.PAYPAL_SECRET_NAME).toBe('marketday/paypal');
      expect(JSON.stringify(env)).not.toMatch(/sk_(live|test)_/);
    }
  });
});

describe('with a custom domain and a built SPA', () => {
  it('serves the domain with its certificate and TLS 1.2 at least', () => {
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['market.example.org'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' }),
      }),
    });
  });

  it('uploads the hashed assets and the pages separately, invalidating the distribution', () => {
    web.resourceCountIs('Custom::CDKBucketDeployment', 2);
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      Include: ['assets/*'],
      Prune: false,
    });
    web.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['assets/*'],
      DistributionPaths: ['/*'],
    });
  });
});

describe('cdk-nag AwsSolutions with every option', () => {
  it.each(Object.entries(stacks))('reports no unacknowledged error in the %s stack', (_name, stack) => {
    expect(built.nagErrors(stack)).toEqual([]);
  });
});
