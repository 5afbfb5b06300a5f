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
 * The image tools as a Lambda layer for Node.js on ARM: sharp (resizing; a native module with a ~10 MB libvips per
 * platform), file-type (recognises a file by its first bytes) and the S3 presigned POST helper. They stay out of every function bundle: the one
 * function that checks uploads and makes image variants takes this layer and loads them from
 * /opt/nodejs/node_modules at first use. Built on this machine by installing the locked versions for linux-arm64
 * (npm fetches sharp's prebuilt binary for that platform; nothing is compiled).
 */
export function makeImageToolsLayer(scope: Construct, id: string): lambda.LayerVersion {
  const sharp = lockedVersion('sharp');
  const fileType = lockedVersion('file-type');
  // Not every @aws-sdk package is in the Lambda runtime; the presigned POST helper travels here with the image tools.
  const presignedPost = lockedVersion('@aws-sdk/s3-presigned-post');
  // The presigned GET of private documents, likewise.
  const requestPresigner = lockedVersion('@aws-sdk/s3-request-presigner');
  // The folder only anchors the asset; its hash comes from the versions, so the layer rebuilds when they change.
  const anchor = fromRoot('infra', 'constructs');
  return new lambda.LayerVersion(scope, id, {
    description: `sharp ${sharp}, file-type ${fileType}, s3-presigned-post ${presignedPost}, s3-request-presigner ${requestPresigner} for Node.js on linux-arm64`,
    compatibleRuntimes: [lambda.Runtime.NODEJS_22_X],
    compatibleArchitectures: [lambda.Architecture.ARM_64],
    code: lambda.Code.fromAsset(anchor, {
      assetHash: `sharp-${sharp}-file-type-${fileType}-presigned-post-${presignedPost}-request-presigner-${requestPresigner}-linux-arm64`,
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
                `sharp@${sharp}`,
                `file-type@${fileType}`,
                `@aws-sdk/s3-presigned-post@${presignedPost}`,
                `@aws-sdk/s3-request-presigner@${requestPresigner}`,
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
