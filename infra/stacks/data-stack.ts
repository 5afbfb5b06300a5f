import { Aws, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { TABLE_GSIS, TABLE_KEY, TTL_ATTRIBUTE } from '../../functions/lib/data/table-definition.js';
import { acknowledge } from '../constructs/nag.js';

/** The images bucket's public prefix: web-sized variants and thumbnails, served by CloudFront as /media/…. */
const MEDIA_PREFIX = 'media/';
/** Where the data export keeps its ZIP files in the documents bucket (functions/lib/storage/export-store.ts). */
export const EXPORT_PREFIX = 'exports/';
/** An export is downloaded right after it is made; the file is not kept for later. */
const EXPORT_EXPIRY_DAYS = 1;

/**
 * Everything that holds data: the single DynamoDB table, the private buckets for vendor documents and images,
 * and the bucket that receives access logs of the other buckets and of CloudFront.
 */
export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly documentsBucket: s3.Bucket;
  readonly imagesBucket: s3.Bucket;
  readonly logBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, { description: 'MarketDay data: table, document and image buckets, access logs', ...props });

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: TABLE_KEY.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: TABLE_KEY.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TTL_ATTRIBUTE,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      // The report aggregator (jobs stack) follows every change to keep the reports' per-date aggregates current.
      stream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
    });
    for (const gsi of TABLE_GSIS) {
      this.table.addGlobalSecondaryIndex({
        indexName: gsi.indexName,
        partitionKey: { name: gsi.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: gsi.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    // Receives S3 server access logs (via bucket policy) and CloudFront standard logs (which need ACLs,
    // hence object-writer ownership). Nothing else writes here.
    this.logBucket = new s3.Bucket(this, 'AccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(this.logBucket, {
      'AwsSolutions-S1': 'This is the access-log bucket itself; logging it into itself would loop.',
    });

    this.documentsBucket = this.privateBucket('Documents', 'documents/');
    this.imagesBucket = this.privateBucket('Images', 'images/');
    // Data exports are fetched once, right after they are made: gone a day later, older versions and unfinished
    // uploads included.
    this.documentsBucket.addLifecycleRule({
      id: 'ExpireDataExports',
      prefix: EXPORT_PREFIX,
      expiration: Duration.days(EXPORT_EXPIRY_DAYS),
      noncurrentVersionExpiration: Duration.days(EXPORT_EXPIRY_DAYS),
      abortIncompleteMultipartUploadAfter: Duration.days(EXPORT_EXPIRY_DAYS),
    });
    // Browsers upload vendor documents the same way; they are read back only through presigned GETs, never CloudFront.
    this.documentsBucket.addCorsRule({
      allowedMethods: [s3.HttpMethods.POST],
      allowedOrigins: ['*'],
      allowedHeaders: ['*'],
      maxAge: 3000,
    });
    // Browsers upload profile images straight to the bucket with a presigned POST (its policy fixes key, type and
    // size, so any origin may send one); the site's origin is not known here, the web stack deploying after this one.
    this.imagesBucket.addCorsRule({
      allowedMethods: [s3.HttpMethods.POST],
      allowedOrigins: ['*'],
      allowedHeaders: ['*'],
      maxAge: 3000,
    });
    // CloudFront serves the public variants under media/ (the web stack's /media/* behaviour, with origin access
    // control); originals elsewhere in the bucket stay private. Granted here by a pattern on the distribution's ARN
    // because the distribution is made after this stack.
    this.imagesBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudFrontReadsPublicMedia',
        actions: ['s3:GetObject'],
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        resources: [this.imagesBucket.arnForObjects(`${MEDIA_PREFIX}*`)],
        conditions: {
          StringLike: { 'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/*` },
        },
      }),
    );
  }

  private privateBucket(id: string, logPrefix: string): s3.Bucket {
    return new s3.Bucket(this, id, {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: logPrefix,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
