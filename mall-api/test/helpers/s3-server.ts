import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';

/** The key pair the test server knows (its built-in account): requests are signed with it (SigV4) and checked. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3TestServer {
  /** `http://127.0.0.1:<port>`: MEDIA_S3_ENDPOINT for the S3 driver. */
  endpoint: string;
  bucket: string;
  /** The server's files (one directory per bucket). */
  directory: string;
  close: () => Promise<void>;
}

/**
 * An S3-compatible server on loopback (s3rver: the S3 REST API over files in a temporary directory),
 * with `bucket` made, for the S3 media driver's tests.
 */
export async function startS3Server(bucket = 'kmall-media-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port.toString()}`,
    bucket,
    directory,
    close: async () => {
      // Clients keep connections alive: close them, or close() waits for them.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
