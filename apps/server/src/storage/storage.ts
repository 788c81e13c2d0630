/**
 * Where uploaded media and drawn diagrams are kept (ADR 0082): the local disk for one process,
 * or an S3-compatible object store that every app process shares. Names never change content
 * (hashes, or the demo's fixed logos), so nothing is ever overwritten with something else.
 */
export type StorageArea = "media" | "diagrams";

export interface StoredObject {
  body: Buffer;
  contentType: string;
  /** The store's entity tag (quoted), for conditional requests. */
  etag: string;
}

export interface MediaStorage {
  readonly kind: "local" | "s3";
  /** Stores `body` as `area/name`; a reader never sees half of it. */
  put(area: StorageArea, name: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(area: StorageArea, name: string): Promise<StoredObject | null>;
  has(area: StorageArea, name: string): Promise<boolean>;
  /** Throws unless the store can be reached and written (the readiness probe). */
  check(): Promise<void>;
}

/** A name inside an area: folders and files of safe characters, never `..` or an absolute path. */
export const SAFE_NAME = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function assertSafeName(name: string): void {
  if (!SAFE_NAME.test(name)) throw new Error(`unsafe storage name: ${name}`);
}

/** The content type of a stored name, by its extension (the names are ours: .webp, .svg). */
export function contentTypeOf(name: string): string {
  if (name.endsWith(".webp")) return "image/webp";
  if (name.endsWith(".svg")) return "image/svg+xml";
  if (name.endsWith(".png")) return "image/png";
  return "application/octet-stream";
}
