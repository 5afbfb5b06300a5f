import * as z from 'zod';

/** Environment every API function reads once at cold start; a missing value fails fast. */
export const baseEnvSchema = z.object({
  STAGE: z.enum(['aws', 'local', 'test']).default('aws'),
  AWS_REGION: z.string().default('us-east-1'),
  TABLE_NAME: z.string().min(1),
  /** Public origin of the app, used in links sent by e-mail. */
  APP_URL: z.string().url(),
  DYNAMODB_ENDPOINT: z.string().url().optional(),
});

export const authEnvSchema = baseEnvSchema.extend({
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  COGNITO_ENDPOINT: z.string().url().optional(),
  /** Token issuer; defaults to the Cognito issuer of the pool. */
  JWT_ISSUER: z.string().url().optional(),
  /** Hosted UI domain (https://…) when Google/Apple sign-in is configured. */
  HOSTED_UI_DOMAIN: z.string().url().optional(),
  GOOGLE_ENABLED: z.enum(['true', 'false']).default('false'),
  APPLE_ENABLED: z.enum(['true', 'false']).default('false'),
  QUEUE_URL: z.string().optional(),
});

export function readEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
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
