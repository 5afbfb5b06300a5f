import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { DockerImage } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { fromRoot } from './paths.js';

/** The version the project's lock file resolved, so a layer runs the code the tests ran. */
export function lockedVersion(name: string): string {
  const lock = JSON.parse(fs.readFileSync(fromRoot('package-lock.json'), 'utf8')) as {
    packages?: Record<string, { version?: string }>;
  };
  const version = lock.packages?.[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`${name} is not in package-lock.json`);
  return version;
}

/**
 * A Lambda layer of npm packages at their locked versions, installed on this machine into nodejs/node_modules (where
 * a function loads them from /opt at first use). `npmFlags` name a platform for packages with native binaries.
 */
export function makeNodeModulesLayer(
  scope: Construct,
  id: string,
  opts: { packages: readonly string[]; description: string; npmFlags?: readonly string[] },
): lambda.LayerVersion {
  const specs = opts.packages.map((name) => `${name}@${lockedVersion(name)}`);
  return new lambda.LayerVersion(scope, id, {
    description: opts.description,
    compatibleRuntimes: [lambda.Runtime.NODEJS_22_X],
    compatibleArchitectures: [lambda.Architecture.ARM_64],
    // The folder only anchors the asset; its hash comes from the versions, so the layer rebuilds when they change.
    code: lambda.Code.fromAsset(fromRoot('infra', 'constructs'), {
      assetHash: [...specs, ...(opts.npmFlags ?? [])].join('-').replace(/[^A-Za-z0-9.@-]/g, '_'),
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
              ['install', '--no-audit', '--no-fund', '--no-save', ...(opts.npmFlags ?? []), ...specs],
              {
                cwd: target,
                stdio: 'inherit',
              },
            );
            return true;
          },
        },
      },
    }),
  });
}
