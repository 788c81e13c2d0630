import path from "node:path";
import type { Config } from "../config.ts";
import { localStorage } from "./local-storage.ts";
import type { MediaStorage } from "./storage.ts";

/**
 * The storage the configuration names: S3 when S3_URL or S3_BUCKET is set, else the local disk.
 * The S3 driver (and aws4fetch) is imported only then: nothing more loads at a default start.
 */
export async function openStorage(config: Config): Promise<MediaStorage> {
  if (config.s3) {
    const { s3Storage } = await import("./s3-storage.ts");
    return s3Storage(config.s3);
  }
  return localStorage({ media: config.mediaDir, diagrams: path.join(config.dataDir, "diagrams") });
}
