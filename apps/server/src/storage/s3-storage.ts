import { AwsClient } from "aws4fetch";
import { assertSafeName, type MediaStorage, type StorageArea } from "./storage.ts";

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, Garage, R2…), addressed path-style. */
export interface S3Settings {
  /** The service's base URL, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** How long one call to the store may take before it counts as failed. */
const CALL_TIMEOUT_MS = 10_000;

/**
 * Objects `media/<name>` and `diagrams/<name>` in one bucket, through aws4fetch (Signature V4
 * over Node's own fetch; ADR 0082). Loaded only when S3 is configured.
 */
export function s3Storage(settings: S3Settings): MediaStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: "s3",
    // Its default (10 retries with growing waits) would hold a request for minutes.
    retries: 2,
  });
  const bucketUrl = `${settings.endpoint.replace(/\/$/, "")}/${encodeURIComponent(settings.bucket)}`;
  const urlOf = (area: StorageArea, name: string) => {
    assertSafeName(name);
    return `${bucketUrl}/${area}/${name.split("/").map(encodeURIComponent).join("/")}`;
  };
  const call = (url: string, init: RequestInit) =>
    client.fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  const fail = async (what: string, res: Response): Promise<never> => {
    const text = await res.text().catch(() => "");
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? "";
    throw new Error(`S3 ${what} answered ${res.status} ${code}`.trim());
  };

  return {
    kind: "s3",
    async put(area, name, body, contentType) {
      const res = await call(urlOf(area, name), {
        method: "PUT",
        body: new Uint8Array(body),
        headers: { "content-type": contentType },
      });
      if (!res.ok) await fail(`PUT ${area}/${name}`, res);
      await res.arrayBuffer();
    },
    async get(area, name) {
      const res = await call(urlOf(area, name), { method: "GET" });
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) return fail(`GET ${area}/${name}`, res);
      return {
        body: Buffer.from(await res.arrayBuffer()),
        contentType: res.headers.get("content-type") ?? "application/octet-stream",
        etag: res.headers.get("etag") ?? "",
      };
    },
    async has(area, name) {
      const res = await call(urlOf(area, name), { method: "HEAD" });
      if (res.status === 404) return false;
      if (!res.ok) return fail(`HEAD ${area}/${name}`, res);
      return true;
    },
    async check() {
      const res = await call(bucketUrl, { method: "HEAD" });
      if (!res.ok) await fail(`HEAD bucket ${settings.bucket}`, res);
    },
  };
}
