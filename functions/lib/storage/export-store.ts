/**
 * Where data exports are kept: under exports/ of the private documents bucket, uploaded as they are written (a
 * multipart upload whose parts are sent while the next ones are made) and removed by the bucket's lifecycle rule a
 * day later. A download is a short-lived presigned GET that saves the file under its name.
 */
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/** Where exports are kept in the documents bucket; the bucket's lifecycle rule expires this prefix. */
export const EXPORT_PREFIX = 'exports/';
/** Long enough for the browser to follow the redirect and for a slow connection to start the download. */
const EXPORT_DOWNLOAD_EXPIRY_SECONDS = 300;
/** S3's smallest part: the upload holds at most two parts in memory while they are sent. */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

interface ExportUpload {
  /** Sends the next bytes of the file; resolves when the upload is ready for more. */
  write(chunk: Uint8Array): Promise<void>;
  /** Ends the file and waits until it is stored; answers its size. */
  finish(): Promise<{ bytes: number }>;
  /** Gives up: nothing is left in the bucket. */
  abort(): Promise<void>;
}

export interface ExportStore {
  begin(key: string): ExportUpload;
  /** A short-lived GET that downloads the file under `fileName`. */
  presignDownload(key: string, fileName: string): Promise<string>;
}

export function makeS3ExportStore(s3: S3Client, bucket: string): ExportStore {
  return {
    begin(key) {
      const body = new PassThrough();
      const upload = new Upload({
        client: s3,
        params: { Bucket: bucket, Key: key, Body: body, ContentType: 'application/zip' },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      const done = upload.done();
      // A failed upload stops the writer at its next write instead of waiting for a drain that never comes.
      const failed = done.then(
        () => new Promise<never>(() => {}),
        (err: unknown) => Promise.reject(err instanceof Error ? err : new Error(String(err))),
      );
      failed.catch(() => {});
      let bytes = 0;
      return {
        async write(chunk) {
          bytes += chunk.length;
          if (!body.write(chunk)) await Promise.race([once(body, 'drain'), failed]);
        },
        async finish() {
          body.end();
          await done;
          return { bytes };
        },
        async abort() {
          body.destroy();
          await upload.abort().catch(() => {});
          await done.catch(() => {});
        },
      };
    },
    presignDownload(key, fileName) {
      const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return getSignedUrl(
        s3,
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentDisposition: `attachment; filename="${ascii}"`,
          ResponseContentType: 'application/zip',
        }),
        { expiresIn: EXPORT_DOWNLOAD_EXPIRY_SECONDS },
      );
    },
  };
}
