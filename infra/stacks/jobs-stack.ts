import { CfnOutput, Duration, Stack, TimeZone, type StackProps } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { DeployConfig } from '../config.js';
import { AppFunction } from '../constructs/app-function.js';
import { acknowledge, BASIC_EXECUTION_ROLE, REASONS, wildcardResourceFinding } from '../constructs/nag.js';
import { grantTableAccess } from '../constructs/table-access.js';
import { MESSAGE_WORKER_MAX_CONCURRENCY } from '../../functions/jobs/message-worker/send-rate.js';
import { makeHtmlToolsLayer } from '../constructs/html-tools-layer.js';
import { makePaymentToolsLayer } from '../constructs/payment-tools-layer.js';
import { SCHEDULED_JOBS } from '../../functions/jobs/scheduled/registry.js';
import { ReportAggregator } from '../constructs/report-aggregator.js';

export interface JobsStackProps extends StackProps {
  config: DeployConfig;
  table: dynamodb.ITable;
  siteUrl: string;
}

const MESSAGE_WORKER_ENTRY = 'functions/jobs/message-worker/index.ts';
const SCHEDULED_JOBS_ENTRY = 'functions/jobs/scheduled/index.ts';

/** A job runs for at most this long: charging a market's worth of saved cards one by one takes time. */
const SCHEDULED_TIMEOUT = Duration.minutes(10);

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
  readonly scheduledJobs: AppFunction;
  readonly jobsDeadLetterQueue: sqs.Queue;

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
      // A message that can never be sent goes to the dead-letter queue at once, with its reason.
      DEAD_LETTER_QUEUE_URL: this.deadLetterQueue.queueUrl,
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
      // An admin's HTML e-mail body is cleaned again before it is sent, with sanitize-html from a layer.
      externalModules: ['sanitize-html'],
      layers: [makeHtmlToolsLayer(this, 'JobsHtmlToolsLayer')],
    });
    this.messageWorker.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: 10,
        reportBatchItemFailures: true,
        // The rate limit: at most this many workers send at a time, each pacing its sends (send-rate.ts).
        maxConcurrency: MESSAGE_WORKER_MAX_CONCURRENCY,
      }),
    );
    grantTableAccess(this.messageWorker, props.table, 'readWrite');
    this.deadLetterQueue.grantSendMessages(this.messageWorker);

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

    this.jobsDeadLetterQueue = new sqs.Queue(this, 'ScheduledJobsDeadLetter', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.scheduledJobs = this.makeScheduledJobs(props, environment);
    // Reports: per-date aggregates kept current from the table's stream
    new ReportAggregator(this, 'ReportAggregator', {
      table: props.table,
      environment: { STAGE: 'aws', TABLE_NAME: props.table.tableName, APP_URL: props.siteUrl },
    });

    new CfnOutput(this, 'QueueUrl', { value: this.queue.queueUrl });
    new CfnOutput(this, 'DeadLetterQueueUrl', { value: this.deadLetterQueue.queueUrl });
  }

  /**
   * The scheduled jobs (functions/jobs/scheduled): one function, and one EventBridge Scheduler schedule per job of the
   * registry, on the market's clock (`ScheduleExpressionTimezone`), each invoking it with `{ "job": name }`. A failed
   * run is retried twice within the hour and then lands in the dead-letter queue; every job is safe to run twice.
   */
  private makeScheduledJobs(props: JobsStackProps, baseEnvironment: Record<string, string>): AppFunction {
    const { config } = props;
    const environment: Record<string, string> = {
      STAGE: 'aws',
      TABLE_NAME: baseEnvironment.TABLE_NAME!,
      APP_URL: baseEnvironment.APP_URL!,
      QUEUE_URL: this.queue.queueUrl,
    };
    if (config.stripeSecretName) environment.STRIPE_SECRET_NAME = config.stripeSecretName;
    const fn = new AppFunction(this, 'ScheduledJobs', {
      entry: SCHEDULED_JOBS_ENTRY,
      bundleName: 'jobs/scheduled',
      description: 'Runs the scheduled jobs: reminders, auto-request, auto-payment, past-due scan, document expiry',
      timeout: SCHEDULED_TIMEOUT,
      memorySize: 512,
      environment,
      // Auto-payment charges saved cards: Stripe's SDK comes from the same kind of layer as the API's.
      externalModules: ['stripe'],
      layers: [makePaymentToolsLayer(this, 'JobsPaymentToolsLayer')],
    });
    grantTableAccess(fn, props.table, 'readWrite');
    this.queue.grantSendMessages(fn);
    if (config.stripeSecretName) {
      secretsmanager.Secret.fromSecretNameV2(this, 'JobsStripeSecret', config.stripeSecretName).grantRead(fn);
    }

    // One role for every schedule: it may invoke this function and nothing else.
    const scheduleRole = new iam.Role(this, 'ScheduledJobsInvoker', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
      description: 'Lets EventBridge Scheduler run the MarketDay scheduled jobs',
    });
    for (const job of SCHEDULED_JOBS) {
      const id = job.name.replace(/(^|-)([a-z])/g, (_m, _dash: string, c: string) => c.toUpperCase());
      new scheduler.Schedule(this, `${id}Schedule`, {
        description: job.description,
        schedule: scheduler.ScheduleExpression.expression(job.schedule, TimeZone.of(config.marketTimeZone)),
        target: new LambdaInvoke(fn, {
          role: scheduleRole,
          input: scheduler.ScheduleTargetInput.fromObject({ job: job.name }),
          deadLetterQueue: this.jobsDeadLetterQueue,
          retryAttempts: 2,
          maxEventAge: Duration.hours(1),
        }),
      });
    }

    acknowledge(fn, {
      [BASIC_EXECUTION_ROLE]: REASONS.basicExecutionRole,
      'AwsSolutions-L1': REASONS.runtime,
    });
    acknowledge(scheduleRole, {
      [wildcardResourceFinding(this, `${fn.functionArn}:*`)]:
        'Invoking a function by its versions and aliases (ARN:*) is how Lambda grants invoke; the role is limited to this one function.',
    });
    acknowledge(this.jobsDeadLetterQueue, {
      'AwsSolutions-SQS3': 'This queue is the dead-letter queue of the job schedules; it needs none of its own.',
    });
    new CfnOutput(this, 'ScheduledJobsDeadLetterQueueUrl', { value: this.jobsDeadLetterQueue.queueUrl });
    return fn;
  }
}
