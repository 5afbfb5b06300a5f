import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { lockedVersion, makeNodeModulesLayer } from './node-modules-layer.js';

/**
 * The image tools as a Lambda layer for Node.js on ARM: sharp (resizing; a native module with a ~10 MB libvips per
 * platform), file-type (recognises a file by its first bytes) and the S3 presigned POST and GET helpers (not every
 * @aws-sdk package is in the Lambda runtime). They stay out of the function bundles: the functions that check
 * uploads take this layer. Installed for linux-arm64 (npm fetches sharp's prebuilt binary; nothing is compiled).
 */
export function makeImageToolsLayer(scope: Construct, id: string): lambda.LayerVersion {
  const packages = ['sharp', 'file-type', '@aws-sdk/s3-presigned-post', '@aws-sdk/s3-request-presigner'];
  return makeNodeModulesLayer(scope, id, {
    packages,
    description: `${packages.map((name) => `${name} ${lockedVersion(name)}`).join(', ')} for Node.js on linux-arm64`,
    npmFlags: ['--os=linux', '--cpu=arm64', '--libc=glibc'],
  });
}
