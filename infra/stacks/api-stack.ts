import { Aws, CustomResource, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { ROUTE_GROUPS, routeKey, routesOf, type RouteGroup } from '../../shared/routes.js';
import type { DeployConfig } from '../config.js';
import { AppFunction } from '../constructs/app-function.js';
import { acknowledge, BASIC_EXECUTION_ROLE, REASONS, wildcardResourceFinding } from '../constructs/nag.js';
import { grantTableAccess } from '../constructs/table-access.js';
import { makeImageToolsLayer } from '../constructs/image-tools-layer.js';
import { makeHtmlToolsLayer } from '../constructs/html-tools-layer.js';
import { makePaymentToolsLayer } from '../constructs/payment-tools-layer.js';
import type { AuthStack } from './auth-stack.js';
import { EXPORT_PREFIX } from './data-stack.js';

/** What a route group's function may touch besides writing its own logs. */
export type GroupGrant =
  /** read and write items of the table and its indexes (no Scan) */
  | 'table'
  /** read items of the table and its indexes (no Scan) */
  | 'tableRead'
  /** cognito-idp Admin* on the user pool (create users, set passwords, sign out) */
  | 'cognitoAdmin'
  /** sqs:SendMessage on the outgoing-message queue */
  | 'sendMessages'
  /** read and write the documents bucket */
  | 'documents'
  /** read and write the images bucket */
  | 'images'
  /** write data exports under exports/ of the documents bucket and presign their download */
  | 'exports'
  /** read the Stripe keys secret (when stripeSecretName is configured) */
  | 'stripe'
  /** read PayPal's client credentials secret (when paypalSecretName is configured) */
  | 'paypal';

/** Where the profile code keeps images in the images bucket: private originals and public variants. */
const IMAGE_PREFIXES = ['vendors/', 'media/'] as const;
/** Where the documents code keeps vendors' files in the documents bucket. */
const DOCUMENT_PREFIX = 'vendors/';

/** A group not listed here gets DEFAULT_GRANTS. */
const DEFAULT_GRANTS: readonly GroupGrant[] = ['table'];
const GROUP_GRANTS: Partial<Record<RouteGroup, readonly GroupGrant[]>> = {
  auth: ['table', 'cognitoAdmin', 'sendMessages'],
  users: ['table'],
  // Approving a vendor creates its user (Cognito) and queues the welcome e-mail.
  vendors: ['table', 'cognitoAdmin', 'sendMessages'],
  // Publishing a market date queues one message per assigned vendor.
  spaces: ['table', 'sendMessages'],
  // Send Reminders on the Missing Vendors report queues one message per vendor.
  'market-dates': ['table', 'sendMessages'],
  // Presigned uploads, the check of each uploaded file, its public variants and their removal.
  profiles: ['table', 'images'],
  // The public payment pages and saved cards call Stripe with its secret key.
  'public-payments': ['table', 'stripe', 'paypal'],
  // Creating an admin makes its Cognito user and queues the set-password e-mail; deactivating signs it out.
  'admin-users': ['table', 'cognitoAdmin', 'sendMessages'],
  // Online payment: refunds (payments) and Stripe's events read the Stripe keys.
  payments: ['table', 'stripe'],
  'stripe-webhooks': ['table', 'stripe'],
  // Vendor documents: presigned uploads and downloads, the check of each uploaded file, removal.
  documents: ['table', 'documents'],
  // View Messages: resending a failed message queues it again.
  'message-log': ['table', 'sendMessages'],
  // Bulk Messages queue one message per recipient; Message Templates are read by the worker.
  messages: ['table', 'sendMessages'],
  // A market date's payment reminders queue one message per unpaid vendor.
  'date-dashboard': ['table', 'sendMessages'],
  // The data export reads the table and writes its ZIP file into the documents bucket.
  export: ['tableRead', 'exports'],
  // Importing vendors may make each approved vendor's user (Cognito) and queue its set-password e-mail.
  import: ['table', 'cognitoAdmin', 'sendMessages'],
};

export function grantsOf(group: RouteGroup): readonly GroupGrant[] {
  return GROUP_GRANTS[group] ?? DEFAULT_GRANTS;
}

/** Construct id of a group's function: "auth" → "AuthFunction", "market-dates" → "MarketDatesFunction". */
function functionIdOf(group: string): string {
  const pascal = group
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
  return `${pascal}Function`;
}

export interface ApiStackProps extends StackProps {
  config: DeployConfig;
  httpApi: apigw.IHttpApi;
  siteUrl: string;
  table: dynamodb.ITable;
  documentsBucket: s3.IBucket;
  imagesBucket: s3.IBucket;
  auth: AuthStack;
  queue: sqs.IQueue;
}

/**
 * One Lambda per route group of the manifest (shared/routes.ts) and one HTTP API route per manifest row,
 * attached to the HTTP API of the web stack. Adding a group or a route to the manifest is all it takes.
 */
export class ApiStack extends Stack {
  readonly functions: ReadonlyMap<RouteGroup, AppFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, {
      description: 'MarketDay API: one function per route group, one route per manifest row',
      ...props,
    });
    const { config, auth } = props;

    const environment: Record<string, string> = {
      STAGE: 'aws',
      TABLE_NAME: props.table.tableName,
      APP_URL: props.siteUrl,
      USER_POOL_ID: auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: auth.client.userPoolClientId,
      GOOGLE_ENABLED: String(auth.googleEnabled),
      APPLE_ENABLED: String(auth.appleEnabled),
      QUEUE_URL: props.queue.queueUrl,
      DOCUMENTS_BUCKET: props.documentsBucket.bucketName,
      IMAGES_BUCKET: props.imagesBucket.bucketName,
    };
    if (auth.hostedUiDomain) environment.HOSTED_UI_DOMAIN = auth.hostedUiDomain;
    if (config.stripeSecretName) environment.STRIPE_SECRET_NAME = config.stripeSecretName;
    if (config.paypalSecretName) environment.PAYPAL_SECRET_NAME = config.paypalSecretName;

    const stripeSecret = config.stripeSecretName
      ? secretsmanager.Secret.fromSecretNameV2(this, 'StripeSecret', config.stripeSecretName)
      : undefined;
    const paypalSecret = config.paypalSecretName
      ? secretsmanager.Secret.fromSecretNameV2(this, 'PayPalSecret', config.paypalSecretName)
      : undefined;

    let paymentTools: lambda.LayerVersion | undefined;
    const functions = new Map<RouteGroup, AppFunction>();
    // One layer, shared by the groups that check uploaded files by their first bytes.
    let imageTools: ReturnType<typeof makeImageToolsLayer> | undefined;
    const imageToolsLayer = () => (imageTools ??= makeImageToolsLayer(this, 'ImageToolsLayer'));
    for (const group of ROUTE_GROUPS) {
      const groupRoutes = routesOf(group);
      if (groupRoutes.length === 0) continue;

      const makesImages = group === 'profiles';
      // The functions that take or refund card payments load Stripe's SDK from a layer shared between them.
      const takesCards = grantsOf(group).includes('stripe');
      if (takesCards) paymentTools ??= makePaymentToolsLayer(this, 'PaymentToolsLayer');
      const fn = new AppFunction(this, functionIdOf(group), {
        entry: `functions/${group}/index.ts`,
        bundleName: group,
        description: `MarketDay API: ${group} routes`,
        environment,
        // Resizing a 5 MB photo wants more memory (and with it CPU) than any other route.
        ...(makesImages
          ? {
              externalModules: ['sharp', 'file-type'],
              layers: [imageToolsLayer()],
              memorySize: 1536,
            }
          : takesCards
            ? { externalModules: ['stripe'], layers: [paymentTools!] }
            : {}),
        // Registering a document reads its first bytes with file-type, which the image tools layer holds.
        ...(group === 'documents' ? { externalModules: ['file-type'], layers: [imageToolsLayer()] } : {}),
        // An export reads the whole organisation a page at a time while its ZIP uploads: memory stays flat
        // (docs/measurements.md), and the function may run as long as the API waits for it.
        ...(group === 'export' ? { memorySize: 512, timeout: Duration.seconds(30) } : {}),
        // A phone's sync writes up to 500 actions, one transaction each: it may run as long as the API waits for it.
        ...(group === 'market-day' ? { timeout: Duration.seconds(30) } : {}),
        // Saving a message template cleans its HTML body with sanitize-html, from a layer of its own.
        ...(group === 'messages'
          ? { externalModules: ['sanitize-html'], layers: [makeHtmlToolsLayer(this, 'HtmlToolsLayer')] }
          : {}),
      });
      functions.set(group, fn);
      if (group === 'public-map') {
        // Signs the cookie that proves a browser knows the map password (functions/lib/map-access.ts). CloudFormation
        // resolves the generated value at deploy time; the template holds only a reference to it.
        const mapCookieSecret = new secretsmanager.Secret(this, 'MapCookieSecret', {
          description: 'MarketDay: signs the public map-password cookie',
          generateSecretString: { passwordLength: 48, excludePunctuation: true },
        });
        fn.addEnvironment('MAP_COOKIE_SECRET', mapCookieSecret.secretValue.unsafeUnwrap());
        acknowledge(mapCookieSecret, {
          'AwsSolutions-SMG4':
            'A signing key for short-lived map cookies (12 hours); replacing it only asks visitors for the map password again, so it is rotated by redeploying rather than by a rotation function.',
        });
      }

      const grants = grantsOf(group);
      for (const grant of grants) {
        switch (grant) {
          case 'table':
            grantTableAccess(fn, props.table, 'readWrite');
            break;
          case 'tableRead':
            grantTableAccess(fn, props.table, 'read');
            break;
          case 'cognitoAdmin':
            fn.addToRolePolicy(
              new iam.PolicyStatement({ actions: ['cognito-idp:Admin*'], resources: [auth.userPool.userPoolArn] }),
            );
            break;
          case 'sendMessages':
            props.queue.grantSendMessages(fn);
            break;
          case 'documents': {
            // Objects only, under vendors/ of the documents bucket, named by pattern for the same reason as images.
            const objects = `arn:${Aws.PARTITION}:s3:::${config.stackPrefix.toLowerCase()}-data-documents*/${DOCUMENT_PREFIX}*`;
            fn.addToRolePolicy(
              new iam.PolicyStatement({
                actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
                resources: [objects],
              }),
            );
            acknowledge(fn.role!, {
              [wildcardResourceFinding(this, objects)]:
                'Each vendor document is its own object under vendors/ of the private documents bucket; the function reads (presigned downloads, the first bytes of an upload), writes (presigned uploads) and deletes objects there only.',
            });
            break;
          }
          case 'images': {
            // Objects only, under the two prefixes the profile code writes (vendors' originals, public media). The
            // bucket is named by pattern rather than by its ARN: CloudFormation names it after the data stack and
            // its construct id, and its ARN would reach cdk-nag as a cross-stack output no finding id can name.
            const objects = IMAGE_PREFIXES.map(
              (prefix) => `arn:${Aws.PARTITION}:s3:::${config.stackPrefix.toLowerCase()}-data-images*/${prefix}*`,
            );
            fn.addToRolePolicy(
              new iam.PolicyStatement({
                actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
                resources: objects,
              }),
            );
            acknowledge(
              fn.role!,
              Object.fromEntries(
                objects.map((arn) => [
                  wildcardResourceFinding(this, arn),
                  'Each vendor image is its own object (original, web variant, thumbnail) under a prefix of the images bucket; the function reads, writes and deletes objects under vendors/ and media/ of that bucket only.',
                ]),
              ),
            );
            break;
          }
          case 'exports': {
            // Objects only, under exports/ of the documents bucket: the export's multipart upload and its download.
            const objects = `arn:${Aws.PARTITION}:s3:::${config.stackPrefix.toLowerCase()}-data-documents*/${EXPORT_PREFIX}*`;
            fn.addToRolePolicy(
              new iam.PolicyStatement({
                actions: ['s3:PutObject', 's3:GetObject', 's3:AbortMultipartUpload'],
                resources: [objects],
              }),
            );
            acknowledge(fn.role!, {
              [wildcardResourceFinding(this, objects)]:
                'Each data export is its own object under exports/ of the private documents bucket, expired by the bucket after a day; the function writes (a multipart upload), reads (the presigned download) and abandons uploads there only.',
            });
            break;
          }
          case 'stripe':
            stripeSecret?.grantRead(fn);
            break;
          case 'paypal':
            paypalSecret?.grantRead(fn);
            break;
        }
      }

      // One integration and one invoke permission per function, shared by all of its routes.
      const integration = new HttpLambdaIntegration(`${functionIdOf(group)}Integration`, fn, {
        scopePermissionToRoute: false,
      });
      for (const route of groupRoutes) {
        const key = routeKey(route);
        const httpRoute = new apigw.HttpRoute(this, `Route ${key.replaceAll('/', '|')}`, {
          httpApi: props.httpApi,
          routeKey: apigw.HttpRouteKey.with(route.path, apigw.HttpMethod[route.method]),
          integration,
        });
        acknowledge(httpRoute, {
          'AwsSolutions-APIG4':
            'Access (public, signed-in, permission, admin) is enforced per route by the function middleware from the route manifest; the session lives in HttpOnly cookies, which API Gateway authorizers cannot read.',
          'AwsSolutions-COG4':
            'Tokens travel in HttpOnly cookies and are verified (and refreshed) by the function middleware, not by a Cognito authorizer.',
        });
      }

      acknowledge(fn, {
        [BASIC_EXECUTION_ROLE]: REASONS.basicExecutionRole,
        'AwsSolutions-L1': REASONS.runtime,
      });
      if (grants.includes('cognitoAdmin')) {
        acknowledge(fn.role!, {
          'AwsSolutions-IAM5[Action::cognito-idp:Admin*]':
            'The auth and vendor-approval routes administer users of this one user pool (create, set password, sign out, update attributes); the actions are limited to that pool.',
        });
      }
    }
    this.functions = functions;

    if (config.adminEmail) this.addFirstAdmin(config.adminEmail, environment, props);
  }

  /**
   * The first admin (`-c adminEmail=…`): a custom resource whose function makes that person an admin through the
   * admin users' own creation, which sends the set-password e-mail. It runs when the address is first given or
   * changed; a person who already has an account is left as they are, so re-deploying sends nothing.
   */
  private addFirstAdmin(adminEmail: string, environment: Record<string, string>, props: ApiStackProps) {
    const fn = new AppFunction(this, 'FirstAdminFunction', {
      entry: 'functions/jobs/first-admin/index.ts',
      bundleName: 'first-admin',
      description: "MarketDay: makes the deploy's adminEmail an admin and sends the set-password e-mail",
      environment,
    });
    grantTableAccess(fn, props.table, 'readWrite');
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword'],
        resources: [props.auth.userPool.userPoolArn],
      }),
    );
    props.queue.grantSendMessages(fn);
    acknowledge(fn, {
      [BASIC_EXECUTION_ROLE]: REASONS.basicExecutionRole,
      'AwsSolutions-L1': REASONS.runtime,
    });
    // CloudFormation invokes the function with the deploying principal's rights; the function answers it itself.
    new CustomResource(this, 'FirstAdmin', {
      serviceToken: fn.functionArn,
      resourceType: 'Custom::FirstAdmin',
      properties: { AdminEmail: adminEmail },
    });
  }
}
