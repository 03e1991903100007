import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { assertMediaKey, type MediaStore } from './media-store';

type Env = Record<string, string | undefined>;

/** The region a bucket is in when MEDIA_S3_REGION is not set (the shop is in Korea). */
export const DEFAULT_S3_REGION = 'ap-northeast-2';

export interface S3MediaSettings {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, a test server): addressed path-style (`endpoint/bucket/key`). */
  endpoint?: string | undefined;
}

/**
 * MEDIA_S3_BUCKET (required), MEDIA_S3_REGION (default ap-northeast-2), MEDIA_S3_ENDPOINT (optional).
 * Credentials are not read here: the SDK's default chain takes AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY from the environment (or a role, where the platform gives one).
 */
export function s3MediaSettings(env: Env = process.env): S3MediaSettings {
  const bucket = env.MEDIA_S3_BUCKET?.trim();
  if (!bucket) throw new Error('[mall-api] MEDIA_STORE=s3 needs MEDIA_S3_BUCKET');
  const endpoint = env.MEDIA_S3_ENDPOINT?.trim() || undefined;
  return { bucket, region: env.MEDIA_S3_REGION?.trim() || DEFAULT_S3_REGION, endpoint };
}

/** The client for `settings`; `extra` is for tests (explicit credentials). */
export function s3ClientFor(settings: S3MediaSettings, extra: Partial<S3ClientConfig> = {}) {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    // Checksums only where S3 requires them: S3-compatible servers differ in the newer optional ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...extra,
  });
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404));

/**
 * Objects in one bucket, one per key (the same keys as the disk driver). A put sends the whole body
 * in one PutObject: S3 stores an object whole or not at all, so a reader sees the old or the new
 * bytes and a failed upload leaves nothing. Bodies are read into memory first (review photos are at
 * most 5 MB, renditions far less), which also gives S3 the length it needs.
 */
export function createS3MediaStore({ client, bucket }: { client: S3Client; bucket: string }): MediaStore {
  return {
    driver: 's3',
    async put(key, body, meta) {
      assertMediaKey(key);
      const bytes = body instanceof Readable ? await buffer(body) : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: meta.contentType, ContentLength: bytes.length }));
      return { size: bytes.length };
    },
    async get(key) {
      assertMediaKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error(`[media] s3 answered no stream for ${key}`);
        return { stream: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertMediaKey(key);
      // S3 answers 204 for a key that is not there: deleting twice is not an error.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}

/** The S3 driver as the environment configures it (MEDIA_STORE=s3). */
export function s3MediaStoreFromEnv(env: Env = process.env): { store: MediaStore; dispose: () => void } {
  const settings = s3MediaSettings(env);
  const client = s3ClientFor(settings);
  return { store: createS3MediaStore({ client, bucket: settings.bucket }), dispose: () => client.destroy() };
}
