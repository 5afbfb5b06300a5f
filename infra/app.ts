import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Annotations, App, Tags, Validations, type AppProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readConfig } from './config.js';
import { PROJECT_ROOT } from './constructs/paths.js';
import { deployWarnings } from './preflight.js';
import { ApiStack } from './stacks/api-stack.js';
import { AuthStack } from './stacks/auth-stack.js';
import { DataStack } from './stacks/data-stack.js';
import { JobsStack } from './stacks/jobs-stack.js';
import { WebStack } from './stacks/web-stack.js';

/**
 * The MarketDay CDK app. Stacks deploy in this order:
 *   data → web (SPA bucket, HTTP API endpoint, CloudFront) → auth → jobs → api (functions and routes).
 * Deployment settings come from context; none is needed to synthesize (see infra/DEPLOY.md).
 */
export function createApp(props: AppProps = {}) {
  const app = new App(props);
  const config = readConfig(app.node);
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
  const name = (stack: string) => `${config.stackPrefix}-${stack}`;

  const data = new DataStack(app, name('Data'), { env });
  const web = new WebStack(app, name('Web'), {
    env,
    config,
    logBucket: data.logBucket,
    mediaBucketName: data.imagesBucket.bucketName,
    uploadBucketDomains: [data.imagesBucket.bucketRegionalDomainName, data.documentsBucket.bucketRegionalDomainName],
  });
  const auth = new AuthStack(app, name('Auth'), { env, config, siteUrl: web.siteUrl });
  const jobs = new JobsStack(app, name('Jobs'), { env, config, table: data.table, siteUrl: web.siteUrl });
  const api = new ApiStack(app, name('Api'), {
    env,
    config,
    httpApi: web.httpApi,
    siteUrl: web.siteUrl,
    table: data.table,
    documentsBucket: data.documentsBucket,
    imagesBucket: data.imagesBucket,
    auth,
    queue: jobs.queue,
  });

  // What synth can tell before deploying: settings a working site needs and lacks (cdk prints each warning).
  for (const warning of deployWarnings(config, fs.existsSync(path.resolve(PROJECT_ROOT, config.webDistDir)))) {
    Annotations.of(data).addWarningV2('marketday:deploy-setting', warning);
  }

  Tags.of(app).add('app', 'marketday');
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

  return { app, config, stacks: { data, web, auth, jobs, api } };
}

function isMain(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return fs.realpathSync(path.resolve(script)) === fs.realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  createApp().app.synth();
}
