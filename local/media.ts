/**
 * The local stand-ins for two parts of AWS around the images and documents buckets:
 *
 * - `/media/*` serves the bucket's public media/ prefix, as the CloudFront behaviour does in AWS.
 * - `POST /_s3/{bucket}` is where browsers send presigned uploads. s3rver stores a POST without checking its policy,
 *   so this gateway checks what S3 checks (signature, expiry, exact fields, content-length-range) before storing
 *   the file in s3rver; a refused upload is refused here as S3 would refuse it.
 */
import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';

/** S3 answers a POST larger than its policy allows only after reading it; stop reading well past any allowed size. */
const GATEWAY_READ_LIMIT = 20 * 1024 * 1024;

export interface LocalMedia {
  /** True when the request was one of the two and has been answered. */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean>;
}

function s3Error(res: ServerResponse, status: number, code: string, message: string): void {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function readAll(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= GATEWAY_READ_LIMIT) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > GATEWAY_READ_LIMIT ? undefined : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** SigV4 signature of a POST policy: the policy's base64 text signed with the key derived for date/region/s3. */
export function policySignature(secret: string, credential: string, policyBase64: string): string {
  const [, date = '', region = '', service = ''] = credential.split('/');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
  return createHmac('sha256', signingKey).update(policyBase64).digest('hex');
}

type Condition = Record<string, string> | [string, string | number, string | number];

/** What S3 would refuse about this POST, or undefined when the policy allows it. */
export function checkPostPolicy(
  fields: Record<string, string>,
  fileSize: number,
  bucket: string,
  secret: string,
  now = new Date(),
): { status: number; code: string; message: string } | undefined {
  const denied = (message: string) => ({ status: 403, code: 'AccessDenied', message });
  const policyBase64 = fields.policy ?? fields.Policy;
  const credential = fields['X-Amz-Credential'] ?? '';
  if (!policyBase64 || !fields['X-Amz-Signature']) return denied('Bucket POST must contain a policy and signature');
  if (policySignature(secret, credential, policyBase64) !== fields['X-Amz-Signature']) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match',
    };
  }
  let policy: { expiration?: string; conditions?: Condition[] };
  try {
    policy = JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8')) as typeof policy;
  } catch {
    return denied('Invalid Policy: Invalid JSON.');
  }
  if (!policy.expiration || Date.parse(policy.expiration) < now.getTime())
    return denied('Invalid according to Policy: Policy expired.');
  const value = (name: string) => (name === 'bucket' ? bucket : (fields[name] ?? ''));
  for (const c of policy.conditions ?? []) {
    if (!Array.isArray(c)) {
      for (const [name, expected] of Object.entries(c)) {
        if (value(name) !== expected)
          return denied(`Invalid according to Policy: Policy Condition failed: ["eq", "$${name}", "${expected}"]`);
      }
      continue;
    }
    const [op, a, b] = c;
    if (op === 'content-length-range') {
      if (fileSize > Number(b))
        return {
          status: 400,
          code: 'EntityTooLarge',
          message: 'Your proposed upload exceeds the maximum allowed size',
        };
      if (fileSize < Number(a))
        return {
          status: 400,
          code: 'EntityTooSmall',
          message: 'Your proposed upload is smaller than the minimum allowed size',
        };
      continue;
    }
    const name = String(a).replace(/^\$/, '');
    const ok =
      op === 'eq' ? value(name) === String(b) : op === 'starts-with' ? value(name).startsWith(String(b)) : false;
    if (!ok)
      return denied(`Invalid according to Policy: Policy Condition failed: ["${op}", "${String(a)}", "${String(b)}"]`);
  }
  return undefined;
}

/**
 * @param opts.bucket the images bucket, whose media/ prefix is public
 * @param opts.privateBuckets further buckets browsers upload to by presigned POST (documents) but never read through
 *   here: their files are fetched by presigned GET from s3rver itself, as from S3.
 */
export function makeLocalMedia(opts: {
  s3: S3Client;
  bucket: string;
  secret: string;
  privateBuckets?: readonly string[];
}): LocalMedia {
  const uploadBuckets = new Set([opts.bucket, ...(opts.privateBuckets ?? [])]);
  async function serveMedia(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    let key: string;
    try {
      key = decodeURIComponent(pathname.slice(1));
    } catch {
      return s3Error(res, 400, 'InvalidURI', 'Could not parse the specified URI.');
    }
    try {
      const r = await opts.s3.send(new GetObjectCommand({ Bucket: opts.bucket, Key: key }));
      const body = Buffer.from(await r.Body!.transformToByteArray());
      res.writeHead(200, {
        'content-type': r.ContentType ?? 'application/octet-stream',
        'content-length': body.length,
        'cache-control': r.CacheControl ?? 'public, max-age=300',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (err as { name?: string }).name === 'NoSuchKey') {
        return s3Error(res, 404, 'NoSuchKey', 'The specified key does not exist.');
      }
      throw err;
    }
  }

  async function acceptUpload(req: IncomingMessage, res: ServerResponse, bucket: string): Promise<void> {
    const raw = await readAll(req);
    if (!raw) return s3Error(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    let form: FormData;
    try {
      form = await new Request('http://local/', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: raw,
      }).formData();
    } catch {
      return s3Error(
        res,
        400,
        'MalformedPOSTRequest',
        'The body of your POST request is not well-formed multipart/form-data.',
      );
    }
    const fields: Record<string, string> = {};
    let file: File | undefined;
    for (const [name, value] of form.entries()) {
      if (name === 'file' && typeof value !== 'string') file = value;
      else if (typeof value === 'string') fields[name] = value;
    }
    if (!file) return s3Error(res, 400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
    if (!uploadBuckets.has(bucket)) return s3Error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    const refused = checkPostPolicy(fields, file.size, bucket, opts.secret);
    if (refused) return s3Error(res, refused.status, refused.code, refused.message);
    await opts.s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: fields.key,
        Body: Buffer.from(await file.arrayBuffer()),
        ContentType: fields['Content-Type'],
      }),
    );
    res.writeHead(204, {});
    res.end();
  }

  return {
    async handle(req, res, pathname) {
      if ((req.method === 'GET' || req.method === 'HEAD') && pathname.startsWith('/media/')) {
        await serveMedia(req, res, pathname);
        return true;
      }
      const upload = /^\/_s3\/([^/]+)\/?$/.exec(pathname);
      if (req.method === 'POST' && upload) {
        await acceptUpload(req, res, upload[1]!);
        return true;
      }
      return false;
    },
  };
}
