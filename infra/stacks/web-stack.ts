import * as fs from 'node:fs';
import * as path from 'node:path';
import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigwv1 from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3assets from 'aws-cdk-lib/aws-s3-assets';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import type { DeployConfig } from '../config.js';
import { acknowledge, BASIC_EXECUTION_ROLE, REASONS, wildcardResourceFinding } from '../constructs/nag.js';
import { PROJECT_ROOT } from '../constructs/paths.js';
import { contentSecurityPolicy, SECURITY_HEADERS, type SiteSources } from '../../shared/security-headers.js';

export interface WebStackProps extends StackProps {
  config: DeployConfig;
  logBucket: s3.IBucket;
  /** The images bucket, whose media/ prefix is served as /media/*. */
  mediaBucketName: string;
  /** The regional S3 endpoints of the buckets browsers upload to by presigned POST (images, documents). */
  uploadBucketDomains: string[];
}

/**
 * Client routes of the SPA (/admin, /vendor/dashboard, …) have no file in the bucket. This viewer-request
 * function serves /index.html for any URI whose last segment has no extension, so the router takes over,
 * while real files (/assets/app-1a2b.js) pass through and a missing file stays an error. It is attached to the
 * default behaviour only, so /api/* answers (404s included) reach the browser untouched.
 */
export const SPA_REWRITE_FUNCTION = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/**
 * The front door: the SPA bucket, the HTTP API's endpoint and stage, and the CloudFront distribution that
 * serves both on one origin (/* → bucket, /api/* → HTTP API).
 *
 * The HTTP API lives here, not in the API stack, because the API's functions need the site URL (links in
 * e-mails, the OAuth callback) while CloudFront needs the API's domain: keeping the API endpoint next to the
 * distribution and attaching routes and functions from the API stack, which deploys after this one, avoids a
 * dependency cycle between the two stacks.
 */
export class WebStack extends Stack {
  readonly siteBucket: s3.Bucket;
  readonly httpApi: apigw.HttpApi;
  readonly distribution: cloudfront.Distribution;
  /** https://<custom domain or distribution domain>, without a trailing slash. */
  readonly siteUrl: string;
  /** What the security headers of every response allow beyond the site's own origin. */
  readonly siteSources: SiteSources;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, { description: 'MarketDay web: SPA bucket, CloudFront, HTTP API endpoint', ...props });
    const { config } = props;

    this.siteBucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 'site/',
      // The content is rebuilt from web/dist on every deploy.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.httpApi = this.createHttpApi(config);

    const apiOrigin = new origins.HttpOrigin(`${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
    });

    this.siteSources = {
      uploadOrigins: props.uploadBucketDomains.map((domain) => `https://${domain}`),
      stripe: !!config.stripeSecretName,
    };
    const hsts = SECURITY_HEADERS.strictTransportSecurity;
    const headers = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'MarketDay security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(this.siteSources), override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(hsts.maxAgeSeconds),
          includeSubdomains: hsts.includeSubdomains,
          override: true,
        },
        // CloudFront's only value for it: nosniff.
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: SECURITY_HEADERS.referrerPolicy as cloudfront.HeadersReferrerPolicy,
          override: true,
        },
        frameOptions: { frameOption: SECURITY_HEADERS.frameOptions as cloudfront.HeadersFrameOption, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: SECURITY_HEADERS.permissionsPolicy, override: true }],
      },
    });

    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      comment: 'Serve index.html for client routes',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(SPA_REWRITE_FUNCTION),
    });

    // Imported by name: the data stack's bucket policy already lets this account's distributions read media/*, so
    // no policy of the data stack has to name this distribution (which would make the two stacks depend on each other).
    const mediaBucket = s3.Bucket.fromBucketName(this, 'MediaBucket', props.mediaBucketName);
    const originAccessControl = new cloudfront.S3OriginAccessControl(this, 'OriginAccessControl', {
      signing: cloudfront.Signing.SIGV4_ALWAYS,
    });
    const mediaOrigin = origins.S3BucketOrigin.withOriginAccessControl(mediaBucket, {
      originAccessControl,
      originAccessLevels: [cloudfront.AccessLevel.READ],
    });
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The data stack grants CloudFront read access to media/ of the images bucket (DataStack, CloudFrontReadsPublicMedia).',
    );

    const certificate = config.certificateArn
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn)
      : undefined;

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'MarketDay',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      domainNames: config.domainName ? [config.domainName] : undefined,
      certificate,
      minimumProtocolVersion: certificate ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.siteBucket, { originAccessControl }),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // Public image variants: keys never change content (a new upload gets a new id), so they cache for long.
        '/media/*': {
          origin: mediaOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: headers,
          compress: false,
        },
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          compress: true,
        },
      },
    });

    this.siteUrl = `https://${config.domainName ?? this.distribution.distributionDomainName}`;

    this.deploySpa(config);

    acknowledge(this.distribution, {
      'AwsSolutions-CFR1':
        'The market serves its local community but vendors and visitors may travel; no country is excluded.',
      'AwsSolutions-CFR2':
        'No WAF web ACL: the API rate-limits sign-in itself and a web ACL costs more than this small site warrants. Add one here if abuse appears.',
    });
    if (!config.certificateArn) {
      acknowledge(this.distribution, {
        'AwsSolutions-CFR4':
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes. With domainName and certificateArn the minimum is TLSv1.2_2021.',
      });
    }

    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
  }

  private createHttpApi(config: DeployConfig): apigw.HttpApi {
    const httpApi = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `${config.stackPrefix}-api`,
      description: 'MarketDay API, reached through CloudFront at /api/*',
      createDefaultStage: false,
    });
    const accessLogs = new logs.LogGroup(this, 'ApiAccessLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new apigw.HttpStage(this, 'DefaultStage', {
      httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: 200, burstLimit: 400 },
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: apigwv1.AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
    return httpApi;
  }

  /** Uploads web/dist when it has been built: hashed assets first (kept for a year), then the rest. */
  private deploySpa(config: DeployConfig): void {
    const dist = path.resolve(PROJECT_ROOT, config.webDistDir);
    if (!fs.existsSync(path.join(dist, 'index.html'))) return;

    const built = new s3assets.Asset(this, 'SpaBuild', { path: dist });
    const source = s3deploy.Source.bucket(built.bucket, built.s3ObjectKey);

    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [source],
      destinationBucket: this.siteBucket,
      exclude: ['*'],
      include: ['assets/*'],
      // Old hashed files stay so that a page loaded before a deploy can still fetch its lazy chunks.
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
    });
    const pages = new s3deploy.BucketDeployment(this, 'DeployPages', {
      sources: [source],
      destinationBucket: this.siteBucket,
      exclude: ['assets/*'],
      prune: true,
      cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    pages.node.addDependency(assets);

    // Both deployments share one CDK-provided handler; its role's parent is that function.
    const handler = assets.handlerRole.node.scope ?? this;

    const copyReason =
      'CDK BucketDeployment handler: it copies the built SPA from the CDK asset bucket into the site bucket (list, read, write, delete objects) and invalidates the distribution.';
    acknowledge(handler, {
      [BASIC_EXECUTION_ROLE]: REASONS.basicExecutionRole,
      'AwsSolutions-L1': 'The SPA upload runs the CDK BucketDeployment handler, whose runtime each CDK release fixes.',
      'AwsSolutions-IAM5[Action::s3:GetBucket*]': copyReason,
      'AwsSolutions-IAM5[Action::s3:GetObject*]': copyReason,
      'AwsSolutions-IAM5[Action::s3:List*]': copyReason,
      'AwsSolutions-IAM5[Action::s3:Abort*]': copyReason,
      'AwsSolutions-IAM5[Action::s3:DeleteObject*]': copyReason,
      [wildcardResourceFinding(this, this.siteBucket.arnForObjects('*'))]: copyReason,
      [wildcardResourceFinding(this, built.bucket.arnForObjects('*'))]: copyReason,
      'AwsSolutions-IAM5[Resource::*]':
        'cloudfront:CreateInvalidation and GetInvalidation take no resource narrower than "*" in the handler CDK provides.',
    });
  }
}
