import * as z from '../../shared/zod.js';

/** Environment every API function reads once at cold start; a missing value fails fast. */
export const baseEnvSchema = z.object({
  STAGE: z._default(z.enum(['aws', 'local', 'test']), 'aws'),
  AWS_REGION: z._default(z.string(), 'us-east-1'),
  TABLE_NAME: z.string().check(z.minLength(1)),
  /** Public origin of the app, used in links sent by e-mail. */
  APP_URL: z.string().check(z.url()),
  DYNAMODB_ENDPOINT: z.optional(z.string().check(z.url())),
});

export const authEnvSchema = z.extend(baseEnvSchema, {
  USER_POOL_ID: z.string().check(z.minLength(1)),
  USER_POOL_CLIENT_ID: z.string().check(z.minLength(1)),
  COGNITO_ENDPOINT: z.optional(z.string().check(z.url())),
  /** Token issuer; defaults to the Cognito issuer of the pool. */
  JWT_ISSUER: z.optional(z.string().check(z.url())),
  /** Hosted UI domain (https://…) when Google/Apple sign-in is configured. */
  HOSTED_UI_DOMAIN: z.optional(z.string().check(z.url())),
  GOOGLE_ENABLED: z._default(z.enum(['true', 'false']), 'false'),
  APPLE_ENABLED: z._default(z.enum(['true', 'false']), 'false'),
  QUEUE_URL: z.optional(z.string()),
});

export function readEnv<S extends z.ZodMiniType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new Error(`Invalid function configuration: ${fields}`);
  }
  return parsed.data;
}

export function cognitoIssuer(env: z.infer<typeof authEnvSchema>): string {
  return env.JWT_ISSUER ?? `https://cognito-idp.${env.AWS_REGION}.amazonaws.com/${env.USER_POOL_ID}`;
}
