import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../storage/storageSettings";

export type S3TestServer = {
  endpoint: string;
  bucket: string;
  /** The settings that point the app at this server, as environment variables. */
  env: Record<string, string>;
  settings: S3Settings;
  close(): Promise<void>;
};

/** s3rver's own fixed credentials. */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * An S3-compatible server (s3rver) on a free port, keeping its objects in a temporary directory
 * that close() removes; the bucket exists from the start.
 */
export async function startS3TestServer(bucket = "squarely-test"): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "squarely-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    settings: {
      kind: "s3",
      bucket,
      region: "us-east-1",
      endpoint,
      forcePathStyle: true,
      credentials: CREDENTIALS,
      publicUrl: null,
    },
    close: async () => {
      // Clients keep their sockets alive; the server would wait for them to time out.
      const closed = server.close();
      server.httpServer.closeAllConnections();
      await closed;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
