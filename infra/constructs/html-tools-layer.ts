import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { lockedVersion, makeNodeModulesLayer } from './node-modules-layer.js';

/**
 * sanitize-html as a Lambda layer: with its HTML and CSS parsers it is larger than a function's bundle budget, and
 * only the functions that save or send an admin's HTML e-mail body need it. They load it from
 * /opt/nodejs/node_modules at first use (functions/lib/messaging/template-html.ts). Pure JavaScript.
 */
export function makeHtmlToolsLayer(scope: Construct, id: string): lambda.LayerVersion {
  return makeNodeModulesLayer(scope, id, {
    packages: ['sanitize-html'],
    description: `sanitize-html ${lockedVersion('sanitize-html')} for Node.js`,
  });
}
