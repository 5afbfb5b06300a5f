import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { PresignedUpload } from './image-store.js';

/** Enough to send 10 MB on a slow phone connection. */
const DOCUMENT_UPLOAD_EXPIRY_SECONDS = 600;
/** A download link is for the click that asked for it, not for sharing. */
const DOCUMENT_DOWNLOAD_EXPIRY_SECONDS = 60;

/** The private documents bucket as the documents service sees it; nothing in it is ever public. */
export interface DocumentStore {
  /** A presigned POST whose policy fixes the key, the content type and a size of 1..maxBytes. */
  presignUpload(key: string, contentType: string, maxBytes: number): Promise<PresignedUpload>;
  /** The object's real size and stored content type, or undefined when there is no such object. */
  head(key: string): Promise<{ size: number; contentType: string } | undefined>;
  read(key: string, firstBytes: number): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** A short-lived GET that downloads the object under `fileName`. */
  presignDownload(key: string, fileName: string, contentType: string): Promise<string>;
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/** RFC 6266: an ASCII fallback name and the exact name in UTF-8. */
function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * @param uploadUrl Where browsers send the POST when it is not the bucket's own endpoint: locally, the web server's
 *   upload gateway, which checks the policy as S3 does.
 */
export function makeS3DocumentStore(s3: S3Client, bucket: string, uploadUrl?: string): DocumentStore {
  return {
    async presignUpload(key, contentType, maxBytes) {
      const { url, fields } = await createPresignedPost(s3, {
        Bucket: bucket,
        Key: key,
        Conditions: [
          ['content-length-range', 1, maxBytes],
          ['eq', '$Content-Type', contentType],
        ],
        Fields: { 'Content-Type': contentType },
        Expires: DOCUMENT_UPLOAD_EXPIRY_SECONDS,
      });
      return { url: uploadUrl ? `${uploadUrl}/${bucket}` : url, fields };
    },
    async head(key) {
      try {
        const r = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: r.ContentLength ?? 0, contentType: r.ContentType ?? '' };
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },
    async read(key, firstBytes) {
      const r = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${firstBytes - 1}` }));
      return Buffer.from(await r.Body!.transformToByteArray());
    },
    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    presignDownload(key, fileName, contentType) {
      return getSignedUrl(
        s3,
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentDisposition: attachmentDisposition(fileName),
          ResponseContentType: contentType,
        }),
        { expiresIn: DOCUMENT_DOWNLOAD_EXPIRY_SECONDS },
      );
    },
  };
}
