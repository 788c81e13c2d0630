import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../../src/storage/s3-storage.ts";

export interface S3Server {
  /** Settings for one bucket on it, with the keys it checks signatures against. */
  settings: S3Settings;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server in this process (s3rver: Signature V4 checked, objects on disk in a
 * temporary folder), on a loopback port the system picks; one bucket made at start (ADR 0082).
 */
export async function startS3Server(bucket = "tq-media"): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "tq-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: "us-east-1",
      // s3rver's own account: a request signed with any other secret is refused.
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
