import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { BUNDLE_METADATA_KEY } from './bundle-budget.js';
import { fromRoot } from './paths.js';

/**
 * Lets an ESM bundle load CommonJS dependencies that call require() for Node built-ins.
 */
const ESM_REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

export interface AppFunctionProps {
  /** Entry file, relative to the project root, exporting `handler`. */
  entry: string;
  /** Short name shown in the bundle report, e.g. the route group. */
  bundleName: string;
  description?: string;
  environment?: Record<string, string>;
  /** @default 15 seconds (HTTP API integrations time out at 30 s) */
  timeout?: Duration;
  /** @default 512 MB */
  memorySize?: number;
  /** @default one month */
  logRetention?: logs.RetentionDays;
  /** Modules left out of the bundle besides the AWS SDK, e.g. a native module a layer provides. */
  externalModules?: string[];
  layers?: lambda.ILayerVersion[];
}

/**
 * Every Lambda of the product: Node.js 22 on ARM, bundled locally by esbuild into one minified ESM file,
 * the AWS SDK v3 left out because the runtime provides it, logs kept for a bounded time.
 */
export class AppFunction extends NodejsFunction {
  readonly bundleName: string;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
      retention: props.logRetention ?? logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    super(scope, id, {
      entry: fromRoot(props.entry),
      handler: 'handler',
      projectRoot: fromRoot(),
      depsLockFilePath: fromRoot('package-lock.json'),
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(15),
      description: props.description,
      environment: props.environment,
      logGroup,
      layers: props.layers,
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        minify: true,
        sourceMap: false,
        banner: ESM_REQUIRE_BANNER,
        externalModules: ['@aws-sdk/*', ...(props.externalModules ?? [])],
        tsconfig: fromRoot('tsconfig.json'),
        logLevel: LogLevel.WARNING,
      },
    });
    this.bundleName = props.bundleName;
    (this.node.defaultChild as lambda.CfnFunction).addMetadata(BUNDLE_METADATA_KEY, props.bundleName);
  }
}
