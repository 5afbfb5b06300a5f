import { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Construct } from 'constructs';
import { AppFunction } from './app-function.js';
import { acknowledge, BASIC_EXECUTION_ROLE, REASONS } from './nag.js';
import { grantTableAccess } from './table-access.js';

const REPORT_AGGREGATOR_ENTRY = 'functions/report-aggregator/index.ts';

/**
 * Keeps the reports' per-date aggregates current from the table's stream, so the request and payment code writes
 * nothing for the reports. A failed batch is retried (then split in half) and recomputing a date whole makes a
 * repeat harmless.
 */
export class ReportAggregator extends Construct {
  readonly fn: AppFunction;

  constructor(scope: Construct, id: string, props: { table: dynamodb.ITable; environment: Record<string, string> }) {
    super(scope, id);
    this.fn = new AppFunction(this, 'Function', {
      entry: REPORT_AGGREGATOR_ENTRY,
      bundleName: 'report-aggregator',
      description: 'Recomputes the reports aggregates of the market dates a table change touched',
      timeout: Duration.seconds(60),
      memorySize: 512,
      environment: props.environment,
    });
    this.fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        maxBatchingWindow: Duration.seconds(2),
        bisectBatchOnError: true,
        retryAttempts: 10,
        // Only the items whose change moves a report: what sits under a market date, and payments.
        filters: [
          lambda.FilterCriteria.filter({
            dynamodb: { Keys: { pk: { S: lambda.FilterRule.beginsWith('MARKET_DATE#') } } },
          }),
          lambda.FilterCriteria.filter({ dynamodb: { Keys: { sk: { S: lambda.FilterRule.beginsWith('PAYMENT#') } } } }),
        ],
      }),
    );
    grantTableAccess(this.fn, props.table, 'readWrite');
    acknowledge(this.fn, { [BASIC_EXECUTION_ROLE]: REASONS.basicExecutionRole, 'AwsSolutions-L1': REASONS.runtime });
    acknowledge(this.fn.role!, {
      'AwsSolutions-IAM5[Resource::*]':
        'Reading the table\'s stream needs dynamodb:ListStreams, which IAM grants only on "*"; the stream itself is named.',
    });
  }
}
