/**
 * What `npm run synth` tells before a deployment: a malformed setting is refused with what to give instead, and the
 * settings a working site needs but lacks are warnings on the synthesized app.
 */
import { describe, expect, it } from 'vitest';
import { App } from 'aws-cdk-lib';
import { createApp } from '../../infra/app.js';
import { readConfig } from '../../infra/config.js';
import { deployWarnings } from '../../infra/preflight.js';

const configOf = (context: Record<string, unknown>) => readConfig(new App({ context }).node);

describe('deploy settings checked offline', () => {
  it('refuses a certificate outside us-east-1 and a sender that is not an e-mail address', () => {
    expect(() =>
      configOf({
        domainName: 'market.example.org',
        certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc-123',
      }),
    ).toThrow(/certificateArn must be an ACM certificate in us-east-1/);
    expect(() => configOf({ senderEmail: 'market at example.org' })).toThrow(/senderEmail must be an e-mail address/);
    expect(() => createApp({ context: { adminEmail: 'nobody' } })).toThrow(/adminEmail must be an e-mail address/);
    const ok = configOf({
      domainName: 'market.example.org',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123',
      senderEmail: 'market@example.org',
    });
    expect(ok.certificateArn).toContain('us-east-1');
  });

  it('warns of what a working site still lacks, and of nothing once it is all given', () => {
    const bare = deployWarnings(configOf({}), false);
    expect(bare.join('\n')).toMatch(/SPA is not built/);
    expect(bare.join('\n')).toMatch(/No adminEmail: after deploying nobody can sign in/);
    expect(bare.join('\n')).toMatch(/No senderEmail/);
    expect(bare.join('\n')).toMatch(/cannot pay online/);
    const full = configOf({
      adminEmail: 'manager@example.org',
      senderEmail: 'market@example.org',
      stripeSecretName: 'marketday/stripe',
    });
    expect(deployWarnings(full, true)).toEqual([]);
  });
});
