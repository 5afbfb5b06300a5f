import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges cdk-nag findings on a construct and everything under it. Each entry maps a rule id
 * (or a single finding, `AwsSolutions-IAM5[Resource::…]`) to the reason it is accepted.
 */
export function acknowledge(scope: IConstruct, reasons: Record<string, string>): void {
  for (const [id, reason] of Object.entries(reasons)) {
    Validations.of(scope).acknowledge({ id, reason });
  }
}

export const BASIC_EXECUTION_ROLE =
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';

/** Reasons shared by several stacks. */
export const REASONS = {
  basicExecutionRole:
    'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs; a hand-written copy would add nothing.',
  runtime:
    'Functions run on nodejs22.x on purpose: the code is built and tested for Node 22 and a runtime change is a deliberate upgrade, not a drift.',
} as const;
