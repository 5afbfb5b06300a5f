import type { Node } from 'constructs';
import { knowsTimeZone } from '../shared/date-format.js';

/**
 * Deployment settings, all optional, read from CDK context (`cdk.json`, `~/.cdk.json` or `-c key=value`).
 * None is needed to synthesize; see infra/DEPLOY.md for what each one turns on.
 */
interface GoogleSettings {
  clientId: string;
  /** Secrets Manager secret name holding the client secret (preferred). */
  clientSecretName?: string;
  /** SSM SecureString parameter name holding the client secret. */
  clientSecretParameter?: string;
  /** The client secret itself; for trial deployments only, it ends up in the template. */
  clientSecret?: string;
}

interface AppleSettings {
  clientId: string;
  teamId: string;
  keyId: string;
  /** Secrets Manager secret name holding the .p8 private key (preferred). */
  privateKeyName?: string;
  /** The private key itself; for trial deployments only, it ends up in the template. */
  privateKey?: string;
}

export interface DeployConfig {
  /** Prefix of every stack name. */
  stackPrefix: string;
  /** Custom domain of the site, e.g. market.example.org. Needs certificateArn. */
  domainName?: string;
  /** ACM certificate (in us-east-1) covering domainName. */
  certificateArn?: string;
  /** Prefix of the Cognito hosted UI domain (only used when Google or Apple is configured). */
  domainPrefix?: string;
  google?: GoogleSettings;
  apple?: AppleSettings;
  /** Secrets Manager secret name holding the Stripe keys. */
  stripeSecretName?: string;
  /** Secrets Manager secret name holding PayPal's client credentials (Venmo). */
  paypalSecretName?: string;
  /** Sender address of e-mail, verified in SES (an address or its domain). */
  senderEmail?: string;
  /** SES configuration set for sent e-mail (delivery events, suppression). */
  sesConfigurationSet?: string;
  /** Folder of the built SPA, relative to the project root. */
  webDistDir: string;
  /** The first admin: this address becomes an admin on deploy and receives the set-password e-mail. */
  adminEmail?: string;
  /** The market's time zone: the scheduled jobs run on its clock (keep it equal to the market_time_zone setting). */
  marketTimeZone: string;
}

function str(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function readAdminEmail(node: Node): string | undefined {
  const email = str(node, 'adminEmail');
  if (email !== undefined && !EMAIL.test(email)) {
    throw new Error(`adminEmail must be an e-mail address, e.g. -c adminEmail=manager@example.org (got "${email}").`);
  }
  return email?.toLowerCase();
}

function readTimeZone(node: Node): string {
  const zone = str(node, 'marketTimeZone') ?? 'America/Los_Angeles';
  if (!knowsTimeZone(zone)) {
    throw new Error(`marketTimeZone must be an IANA time zone, e.g. -c marketTimeZone=America/Denver (got "${zone}").`);
  }
  return zone;
}

export function readConfig(node: Node): DeployConfig {
  const googleClientId = str(node, 'googleClientId');
  const appleClientId = str(node, 'appleClientId');

  let google: GoogleSettings | undefined;
  if (googleClientId) {
    google = {
      clientId: googleClientId,
      clientSecretName: str(node, 'googleClientSecretName'),
      clientSecretParameter: str(node, 'googleClientSecretParameter'),
      clientSecret: str(node, 'googleClientSecret'),
    };
    if (!google.clientSecretName && !google.clientSecretParameter && !google.clientSecret) {
      throw new Error(
        'googleClientId is set but its secret is not: give googleClientSecretName (Secrets Manager), ' +
          'googleClientSecretParameter (SSM SecureString) or googleClientSecret.',
      );
    }
  }

  let apple: AppleSettings | undefined;
  if (appleClientId) {
    const teamId = str(node, 'appleTeamId');
    const keyId = str(node, 'appleKeyId');
    const privateKeyName = str(node, 'applePrivateKeyName');
    const privateKey = str(node, 'applePrivateKey');
    if (!teamId || !keyId || (!privateKeyName && !privateKey)) {
      throw new Error(
        'appleClientId is set: also give appleTeamId, appleKeyId and applePrivateKeyName (Secrets Manager) or applePrivateKey.',
      );
    }
    apple = { clientId: appleClientId, teamId, keyId, privateKeyName, privateKey };
  }

  const domainName = str(node, 'domainName');
  const certificateArn = str(node, 'certificateArn');
  if (domainName && !certificateArn) {
    throw new Error('domainName needs certificateArn (an ACM certificate in us-east-1 covering the domain).');
  }
  if (domainName && certificateArn && !/^arn:aws:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(certificateArn)) {
    throw new Error(
      `certificateArn must be an ACM certificate in us-east-1, where CloudFront reads certificates (got "${certificateArn}").`,
    );
  }
  const senderEmail = str(node, 'senderEmail');
  if (senderEmail !== undefined && !EMAIL.test(senderEmail)) {
    throw new Error(`senderEmail must be an e-mail address verified in SES, e.g. -c senderEmail=market@example.org (got "${senderEmail}").`);
  }

  return {
    stackPrefix: str(node, 'stackPrefix') ?? 'MarketDay',
    domainName,
    certificateArn: domainName ? certificateArn : undefined,
    domainPrefix: str(node, 'domainPrefix'),
    google,
    apple,
    stripeSecretName: str(node, 'stripeSecretName'),
    paypalSecretName: str(node, 'paypalSecretName'),
    senderEmail,
    sesConfigurationSet: str(node, 'sesConfigurationSet'),
    webDistDir: str(node, 'webDistDir') ?? 'web/dist',
    adminEmail: readAdminEmail(node),
    marketTimeZone: readTimeZone(node),
  };
}
