import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { DockerImage } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { fromRoot } from './paths.js';

/** The sharp version the project's lock file resolved, so the layer runs the code the tests ran. */
function sharpVersion(): string {
  const lock = JSON.parse(fs.readFileSync(fromRoot('package-lock.json'), 'utf8')) as {
    packages?: Record<string, { version?: string }>;
  };
  const version = lock.packages?.['node_modules/sharp']?.version;
  if (!version) throw new Error('sharp is not in package-lock.json');
  return version;
}

/**
 * sharp (image resizing) as a Lambda layer for Node.js on ARM. It is a native module with a ~10 MB libvips per
 * platform, so it stays out of every function bundle: the one function that makes image variants takes this layer
 * and loads sharp from /opt/nodejs/node_modules at first use. The layer is built on this machine by installing the
 * linux-arm64 build of the locked version (npm fetches the platform's prebuilt binary; nothing is compiled).
 */
export function makeSharpLayer(scope: Construct, id: string): lambda.LayerVersion {
  const version = sharpVersion();
  // The folder only anchors the asset; its hash comes from the version, so the layer rebuilds when sharp changes.
  const anchor = fromRoot('infra', 'constructs');
  return new lambda.LayerVersion(scope, id, {
    description: `sharp ${version} for Node.js on linux-arm64`,
    compatibleRuntimes: [lambda.Runtime.NODEJS_22_X],
    compatibleArchitectures: [lambda.Architecture.ARM_64],
    code: lambda.Code.fromAsset(anchor, {
      assetHash: `sharp-${version}-linux-arm64`,
      bundling: {
        // Never used: local bundling below always succeeds or throws.
        image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs22.x'),
        local: {
          tryBundle(outputDir: string) {
            const target = path.join(outputDir, 'nodejs');
            fs.mkdirSync(target, { recursive: true });
            fs.writeFileSync(path.join(target, 'package.json'), JSON.stringify({ private: true }));
            execFileSync(
              'npm',
              [
                'install',
                '--no-audit',
                '--no-fund',
                '--no-save',
                '--os=linux',
                '--cpu=arm64',
                '--libc=glibc',
                `sharp@${version}`,
              ],
              { cwd: target, stdio: 'inherit' },
            );
            return true;
          },
        },
      },
    }),
  });
}
