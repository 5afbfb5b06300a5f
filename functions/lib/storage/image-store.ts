import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';

/** How long a presigned upload stays usable: enough to send 5 MB on a slow phone connection. */
const UPLOAD_EXPIRY_SECONDS = 300;
/** Public variants never change under their key (a new upload gets a new id), so browsers may keep them a year. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
}

/** The images bucket as the profile services see it. */
export interface ImageStore {
  /** A presigned POST whose policy fixes the key, an image content type and a size of 1..maxBytes. */
  presignUpload(key: string, contentType: string, maxBytes: number): Promise<PresignedUpload>;
  /** The object's real size, or undefined when there is no such object. */
  size(key: string): Promise<number | undefined>;
  read(key: string, firstBytes?: number): Promise<Buffer>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(keys: string[]): Promise<void>;
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * @param uploadUrl Where browsers send the POST when it is not the bucket's own endpoint: locally, the web server's
 *   upload gateway, which checks the policy as S3 does before storing the file in s3rver.
 */
export function makeS3ImageStore(s3: S3Client, bucket: string, uploadUrl?: string): ImageStore {
  return {
    async presignUpload(key, contentType, maxBytes) {
      const { url, fields } = await createPresignedPost(s3, {
        Bucket: bucket,
        Key: key,
        Conditions: [
          ['content-length-range', 1, maxBytes],
          ['starts-with', '$Content-Type', 'image/'],
        ],
        Fields: { 'Content-Type': contentType },
        Expires: UPLOAD_EXPIRY_SECONDS,
      });
      return { url: uploadUrl ? `${uploadUrl}/${bucket}` : url, fields };
    },
    async size(key) {
      try {
        const r = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return r.ContentLength ?? 0;
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },
    async read(key, firstBytes) {
      const r = await s3.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ...(firstBytes ? { Range: `bytes=0-${firstBytes - 1}` } : {}),
        }),
      );
      return Buffer.from(await r.Body!.transformToByteArray());
    },
    async put(key, body, contentType) {
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: PUBLIC_CACHE_CONTROL,
        }),
      );
    },
    async remove(keys) {
      // DeleteObjects takes at most 1000 keys.
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
        await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } }));
      }
    },
  };
}
