import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMediaKey } from '../../src/lib/media-store';
import { createS3MediaStore, DEFAULT_S3_REGION, s3ClientFor, s3MediaSettings, s3MediaStoreFromEnv } from '../../src/lib/media-store-s3';
import { describeMediaStore } from '../helpers/media-store-suite';
import { S3_TEST_CREDENTIALS, startS3Server, type S3TestServer } from '../helpers/s3-server';

/** Issue 27 item 3: the S3 driver, against an S3-compatible server on loopback, passes the disk driver's tests. */
describeMediaStore('s3', async () => {
  const server = await startS3Server();
  const client = s3ClientFor({ bucket: server.bucket, region: DEFAULT_S3_REGION, endpoint: server.endpoint }, { credentials: S3_TEST_CREDENTIALS });
  return {
    store: createS3MediaStore({ client, bucket: server.bucket }),
    close: async () => {
      client.destroy();
      await server.close();
    },
  };
});

describe('S3 media store settings', () => {
  it('reads the bucket, region (ap-northeast-2 by default) and an optional endpoint; the bucket is required', () => {
    expect(s3MediaSettings({ MEDIA_S3_BUCKET: 'kmall-media' })).toEqual({ bucket: 'kmall-media', region: 'ap-northeast-2', endpoint: undefined });
    expect(s3MediaSettings({ MEDIA_S3_BUCKET: ' b ', MEDIA_S3_REGION: 'us-east-1', MEDIA_S3_ENDPOINT: 'http://minio:9000' })).toEqual({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
    });
    expect(() => s3MediaSettings({ MEDIA_S3_ENDPOINT: 'http://minio:9000' })).toThrow(/MEDIA_S3_BUCKET/);
  });

  it('addresses an endpoint path-style, AWS itself by virtual host', async () => {
    const minio = s3ClientFor({ bucket: 'b', region: 'ap-northeast-2', endpoint: 'http://minio:9000' });
    const aws = s3ClientFor({ bucket: 'b', region: 'ap-northeast-2' });
    expect(minio.config.forcePathStyle).toBe(true);
    expect((await minio.config.endpoint!()).hostname).toBe('minio');
    expect(aws.config.forcePathStyle).toBe(false);
    expect(await aws.config.region()).toBe('ap-northeast-2');
    minio.destroy();
    aws.destroy();
  });
});

describe('S3 media store against the server', () => {
  let server: S3TestServer;
  let admin: S3Client;
  beforeAll(async () => {
    server = await startS3Server('kmall-env-test');
    admin = s3ClientFor({ bucket: server.bucket, region: DEFAULT_S3_REGION, endpoint: server.endpoint }, { credentials: S3_TEST_CREDENTIALS });
  });
  afterAll(async () => {
    admin.destroy();
    await server.close();
  });

  it('configured from the environment (AWS_* credentials), keeps objects in the bucket under their key, with their type', async () => {
    const { store, dispose } = s3MediaStoreFromEnv({
      MEDIA_S3_BUCKET: server.bucket,
      MEDIA_S3_ENDPOINT: server.endpoint,
      AWS_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    });
    try {
      const key = newMediaKey('review-photos');
      await store.put(key, Buffer.from('png bytes'), { contentType: 'image/png' });
      const head = await admin.send(new HeadObjectCommand({ Bucket: server.bucket, Key: key }));
      expect(head.ContentType).toBe('image/png');
      expect(head.ContentLength).toBe(9);
      const object = await admin.send(new GetObjectCommand({ Bucket: server.bucket, Key: key }));
      expect(await object.Body!.transformToString()).toBe('png bytes');
    } finally {
      dispose();
    }
  });

  it('a wrong secret is refused by the server (requests are signed), not taken for a missing object', async () => {
    const client = s3ClientFor(
      { bucket: server.bucket, region: DEFAULT_S3_REGION, endpoint: server.endpoint },
      { credentials: { accessKeyId: S3_TEST_CREDENTIALS.accessKeyId, secretAccessKey: 'not-the-secret' } },
    );
    const store = createS3MediaStore({ client, bucket: server.bucket });
    try {
      await expect(store.get('review-photos/2026/01/none')).rejects.toThrow(/signature/i);
    } finally {
      client.destroy();
    }
  });
});
