import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { DockerImage } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { fromRoot } from './paths.js';

/** The version the project's lock file resolved, so the layer runs the code the tests ran. */
function lockedVersion(name: string): string {
  const lock = JSON.parse(fs.readFileSync(fromRoot('package-lock.json'), 'utf8')) as {
    packages?: Record<string, { version?: string }>;
  };
  const version = lock.packages?.[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`${name} is not in package-lock.json`);
  return version;
}

/**
 * Stripe's SDK as a Lambda layer: about 400 KB minified, more than a whole function's bundle budget, and needed only
 * by the functions that take or refund card payments. They load it from /opt/nodejs/node_modules at first use
 * (functions/lib/payments/stripe-provider.ts). Pure JavaScript, so one install serves every platform.
 */
export function makePaymentToolsLayer(scope: Construct, id: string): lambda.LayerVersion {
  const stripe = lockedVersion('stripe');
  const anchor = fromRoot('infra', 'constructs');
  return new lambda.LayerVersion(scope, id, {
    description: `stripe ${stripe} for Node.js`,
    compatibleRuntimes: [lambda.Runtime.NODEJS_22_X],
    compatibleArchitectures: [lambda.Architecture.ARM_64],
    code: lambda.Code.fromAsset(anchor, {
      assetHash: `stripe-${stripe}`,
      bundling: {
        // Never used: local bundling below always succeeds or throws.
        image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs22.x'),
        local: {
          tryBundle(outputDir: string) {
            const target = path.join(outputDir, 'nodejs');
            fs.mkdirSync(target, { recursive: true });
            fs.writeFileSync(path.join(target, 'package.json'), JSON.stringify({ private: true }));
            execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', `stripe@${stripe}`], {
              cwd: target,
              stdio: 'inherit',
            });
            return true;
          },
        },
      },
    }),
  });
}
