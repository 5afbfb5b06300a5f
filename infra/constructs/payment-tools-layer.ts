import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { lockedVersion, makeNodeModulesLayer } from './node-modules-layer.js';

/**
 * Stripe's SDK as a Lambda layer: about 400 KB minified, more than a whole function's bundle budget, and needed only
 * by the functions that take or refund card payments. They load it from /opt/nodejs/node_modules at first use
 * (functions/lib/payments/stripe-provider.ts). Pure JavaScript, so one install serves every platform.
 */
export function makePaymentToolsLayer(scope: Construct, id: string): lambda.LayerVersion {
  return makeNodeModulesLayer(scope, id, {
    packages: ['stripe'],
    description: `stripe ${lockedVersion('stripe')} for Node.js`,
  });
}
