import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { DeployConfig } from '../config.js';
import { AppFunction } from '../constructs/app-function.js';
import { acknowledge, BASIC_EXECUTION_ROLE, REASONS, wildcardResourceFinding } from '../constructs/nag.js';
import { grantTableAccess } from '../constructs/table-access.js';
import { ReportAggregator } from '../constructs/report-aggregator.js';

export interface JobsStackProps extends StackProps {
  config: DeployConfig;
  table: dynamodb.ITable;
  siteUrl: string;
}

export const MESSAGE_WORKER_ENTRY = 'functions/jobs/message-worker/index.ts';

/** Worker timeout; the queue's visibility timeout is six times this, as Lambda recommends for SQS sources. */
const WORKER_TIMEOUT = Duration.seconds(30);

/**
 * Background work: the outgoing-message queue (one message per recipient, with a dead-letter queue) and the
 * worker that renders and sends each message by e-mail (SES) or SMS (SNS). Scheduled jobs are added here.
 */
export class JobsStack extends Stack {
  readonly queue: sqs.Queue;
  readonly deadLetterQueue: sqs.Queue;
  readonly messageWorker: AppFunction;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, { description: 'MarketDay jobs: message queue and worker', ...props });
    const { config } = props;

    this.deadLetterQueue = new sqs.Queue(this, 'MessagesDeadLetter', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.queue = new sqs.Queue(this, 'Messages', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(WORKER_TIMEOUT.toSeconds() * 6),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: 5 },
    });

    const environment: Record<string, string> = {
      STAGE: 'aws',
      TABLE_NAME: props.table.tableName,
      APP_URL: props.siteUrl,
    };
    if (config.senderEmail) environment.SENDER_EMAIL = config.senderEmail;
    if (config.sesConfigurationSet) environment.SES_CONFIGURATION_SET = config.sesConfigurationSet;

    this.messageWorker = new AppFunction(this, 'MessageWorker', {
      entry: MESSAGE_WORKER_ENTRY,
      bundleName: 'jobs/message-worker',
      description: 'Renders and sends queued e-mail and SMS messages',
      timeout: WORKER_TIMEOUT,
      memorySize: 256,
      environment,
    });
    this.messageWorker.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: 10,
        reportBatchItemFailures: true,
        // The rate limit: at most two workers send at a time.
        maxConcurrency: 2,
      }),
    );
    grantTableAccess(this.messageWorker, props.table, 'readWrite');

    const sesIdentities = this.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
    const sesResources = [sesIdentities];
    if (config.sesConfigurationSet) {
      sesResources.push(
        this.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: config.sesConfigurationSet }),
      );
    }
    this.messageWorker.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['ses:SendEmail'], resources: sesResources }),
    );
    this.messageWorker.addToRolePolicy(new iam.PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }));

    acknowledge(this.messageWorker, {
      [BASIC_EXECUTION_ROLE]: REASONS.basicExecutionRole,
      'AwsSolutions-L1': REASONS.runtime,
    });
    acknowledge(this.messageWorker.role!, {
      'AwsSolutions-IAM5[Resource::*]':
        'SMS is sent with sns:Publish to a phone number, which has no resource ARN; IAM requires "*" for it.',
      [wildcardResourceFinding(this, sesIdentities)]:
        'The sender identity (domain or address) is verified in SES outside this app; sending is limited to this account and region.',
    });

    // Reports: per-date aggregates kept current from the table's stream
    new ReportAggregator(this, 'ReportAggregator', {
      table: props.table,
      environment: { STAGE: 'aws', TABLE_NAME: props.table.tableName, APP_URL: props.siteUrl },
    });

    new CfnOutput(this, 'QueueUrl', { value: this.queue.queueUrl });
    new CfnOutput(this, 'DeadLetterQueueUrl', { value: this.deadLetterQueue.queueUrl });
  }
}
