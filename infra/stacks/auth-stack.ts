import { Aws, CfnOutput, Duration, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import type { DeployConfig } from '../config.js';
import { acknowledge } from '../constructs/nag.js';

export interface AuthStackProps extends StackProps {
  config: DeployConfig;
  /** https://<site>, used for the OAuth callback and sign-out URLs. */
  siteUrl: string;
}

/**
 * Cognito holds the credentials; the API owns the session (it calls Cognito with USER_PASSWORD_AUTH and keeps
 * the tokens in HttpOnly cookies). Google and Apple sign-in, with the hosted UI domain they need, exist only when
 * their client ids are given as context.
 */
export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;
  readonly googleEnabled: boolean;
  readonly appleEnabled: boolean;
  /** https://<prefix>.auth.<region>.amazoncognito.com when Google or Apple is configured. */
  readonly hostedUiDomain?: string;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, { description: 'MarketDay identity: Cognito user pool and app client', ...props });
    const { config } = props;

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { username: true },
      signInCaseSensitive: false,
      standardAttributes: {
        email: { required: false, mutable: true },
        phoneNumber: { required: false, mutable: true },
      },
      // The rules of spec 1 §5 (shared/password-rules.ts): 8+ characters, upper, lower, digit; no symbol rule.
      passwordPolicy: {
        minLength: 8,
        requireUppercase: true,
        requireLowercase: true,
        requireDigits: true,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(7),
      },
      mfa: cognito.Mfa.OFF,
      // The API runs password resets itself (single-use token + AdminSetUserPassword).
      accountRecovery: cognito.AccountRecovery.NONE,
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const providers: cognito.UserPoolClientIdentityProvider[] = [];
    const idps: cognito.IUserPoolIdentityProvider[] = [];

    if (config.google) {
      const google = config.google;
      const clientSecretValue = google.clientSecretName
        ? SecretValue.secretsManager(google.clientSecretName)
        : google.clientSecretParameter
          ? SecretValue.ssmSecure(google.clientSecretParameter)
          : SecretValue.unsafePlainText(google.clientSecret ?? '');
      idps.push(
        new cognito.UserPoolIdentityProviderGoogle(this, 'Google', {
          userPool: this.userPool,
          clientId: google.clientId,
          clientSecretValue,
          scopes: ['openid', 'email', 'profile'],
          attributeMapping: {
            email: cognito.ProviderAttribute.GOOGLE_EMAIL,
            emailVerified: cognito.ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
            givenName: cognito.ProviderAttribute.GOOGLE_GIVEN_NAME,
            familyName: cognito.ProviderAttribute.GOOGLE_FAMILY_NAME,
          },
        }),
      );
      providers.push(cognito.UserPoolClientIdentityProvider.GOOGLE);
    }

    if (config.apple) {
      const apple = config.apple;
      const privateKeyValue = apple.privateKeyName
        ? SecretValue.secretsManager(apple.privateKeyName)
        : SecretValue.unsafePlainText(apple.privateKey ?? '');
      idps.push(
        new cognito.UserPoolIdentityProviderApple(this, 'Apple', {
          userPool: this.userPool,
          clientId: apple.clientId,
          teamId: apple.teamId,
          keyId: apple.keyId,
          privateKeyValue,
          scopes: ['name', 'email'],
          attributeMapping: {
            email: cognito.ProviderAttribute.APPLE_EMAIL,
            givenName: cognito.ProviderAttribute.APPLE_FIRST_NAME,
            familyName: cognito.ProviderAttribute.APPLE_LAST_NAME,
          },
        }),
      );
      providers.push(cognito.UserPoolClientIdentityProvider.APPLE);
    }

    const federated = providers.length > 0;
    this.googleEnabled = Boolean(config.google);
    this.appleEnabled = Boolean(config.apple);

    this.client = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userPassword: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      disableOAuth: !federated,
      supportedIdentityProviders: federated ? providers : [cognito.UserPoolClientIdentityProvider.COGNITO],
      oAuth: federated
        ? {
            flows: { authorizationCodeGrant: true },
            scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
            callbackUrls: [`${props.siteUrl}/api/auth/callback`],
            logoutUrls: [`${props.siteUrl}/auth`],
          }
        : undefined,
    });
    for (const idp of idps) this.client.node.addDependency(idp);

    if (federated) {
      const domain = this.userPool.addDomain('HostedUi', {
        cognitoDomain: {
          // Globally unique per region; the account id keeps the default from colliding.
          domainPrefix: config.domainPrefix ?? `${config.stackPrefix.toLowerCase()}-${Aws.ACCOUNT_ID}`,
        },
      });
      this.hostedUiDomain = domain.baseUrl();
      new CfnOutput(this, 'HostedUiDomain', { value: this.hostedUiDomain });
    }

    acknowledge(this.userPool, {
      'AwsSolutions-COG1':
        'The password rules are those of the product specification (8+ characters, upper, lower, digit); it does not require symbols, and the API enforces the same rules.',
      'AwsSolutions-COG2':
        'MFA is not part of the product specification; sign-in failures are rate-limited per account by the API.',
      'AwsSolutions-COG8':
        'The Plus feature plan (threat protection) is priced per user and beyond this market; the API rate-limits failed sign-ins itself.',
    });

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.client.userPoolClientId });
  }
}
