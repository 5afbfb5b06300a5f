import { describe, expect, it } from 'vitest';
import { checkPostPolicy, policySignature } from './media.js';

const SECRET = 'S3RVER';
const CREDENTIAL = 'S3RVER/20260503/us-east-1/s3/aws4_request';

function signedFields(conditions: unknown[], expiration = '2099-01-01T00:00:00Z', extra: Record<string, string> = {}) {
  const policy = Buffer.from(JSON.stringify({ expiration, conditions })).toString('base64');
  return {
    key: 'vendors/v/images/i',
    'Content-Type': 'image/png',
    policy,
    'X-Amz-Credential': CREDENTIAL,
    'X-Amz-Signature': policySignature(SECRET, CREDENTIAL, policy),
    ...extra,
  };
}

const conditions = [
  { bucket: 'marketday-images' },
  { key: 'vendors/v/images/i' },
  ['content-length-range', 1, 5 * 1024 * 1024],
  ['starts-with', '$Content-Type', 'image/'],
];

describe('the local upload gateway checks a presigned POST as S3 does', () => {
  it('accepts a signed upload within its policy', () => {
    expect(checkPostPolicy(signedFields(conditions), 1000, 'marketday-images', SECRET)).toBeUndefined();
  });

  it('refuses a file over the policy size as EntityTooLarge', () => {
    expect(checkPostPolicy(signedFields(conditions), 6 * 1024 * 1024, 'marketday-images', SECRET)).toMatchObject({
      status: 400,
      code: 'EntityTooLarge',
    });
  });

  it('refuses another key, a non-image type, a changed policy and an expired one', () => {
    const bucket = 'marketday-images';
    expect(checkPostPolicy({ ...signedFields(conditions), key: 'elsewhere' }, 10, bucket, SECRET)?.status).toBe(403);
    expect(
      checkPostPolicy({ ...signedFields(conditions), 'Content-Type': 'text/html' }, 10, bucket, SECRET)?.status,
    ).toBe(403);
    const tampered = signedFields(conditions);
    tampered.policy = Buffer.from(JSON.stringify({ expiration: '2099-01-01T00:00:00Z', conditions: [] })).toString(
      'base64',
    );
    expect(checkPostPolicy(tampered, 10, bucket, SECRET)?.code).toBe('SignatureDoesNotMatch');
    expect(checkPostPolicy(signedFields(conditions, '2001-01-01T00:00:00Z'), 10, bucket, SECRET)?.status).toBe(403);
  });
});
