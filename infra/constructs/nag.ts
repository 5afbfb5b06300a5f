import { Stack, Validations } from 'aws-cdk-lib';
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

/**
 * The id cdk-nag gives a wildcard-resource finding (AwsSolutions-IAM5) for this ARN. The ARN is rendered the way
 * cdk-nag renders it (references as <Logical.Attr>, literal region or <AWS::Region>), so the acknowledgment
 * matches whether or not the stack has a concrete environment.
 */
export function wildcardResourceFinding(scope: IConstruct, arn: string): string {
  return `AwsSolutions-IAM5[Resource::${flattenReference(Stack.of(scope).resolve(arn))}]`;
}

function flattenReference(node: unknown): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  if (typeof node === 'object' && node !== null) {
    const obj = node as Record<string, unknown>;
    if (Array.isArray(obj['Fn::Join'])) {
      const [delimiter, items] = obj['Fn::Join'] as [string, unknown[]];
      return items.map(flattenReference).join(delimiter);
    }
    if ('Fn::Sub' in obj) return flattenReference(obj['Fn::Sub']);
    if (Array.isArray(obj['Fn::GetAtt'])) {
      const [resource, attribute] = obj['Fn::GetAtt'] as [unknown, unknown];
      return `<${flattenReference(resource)}.${flattenReference(attribute)}>`;
    }
    if ('Fn::ImportValue' in obj) return flattenReference(obj['Fn::ImportValue']);
    if ('Ref' in obj) return `<${flattenReference(obj.Ref)}>`;
  }
  return JSON.stringify(node);
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
