import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import sharp, { type OutputInfo } from "sharp";
import { IMAGE_UPLOAD_MAX_MB } from "@tq/contract/authoring";
import { AppError, Invalid } from "../../lib/errors.ts";
import type { MediaStorage } from "../../storage/storage.ts";

/** The formats accepted, as sharp names them after reading the file's own bytes. */
const ACCEPTED = new Set(["png", "jpeg", "webp", "gif"]);
/** Refuses decompression bombs before decoding (a 5 MB PNG can claim billions of pixels). */
const MAX_INPUT_PIXELS = 50_000_000;
export const UPLOAD_LIMITS = { files: 1, fileSize: IMAGE_UPLOAD_MAX_MB * 1024 * 1024, fields: 5, parts: 6 };

const TYPE_MESSAGE = "Upload a PNG, JPEG, WebP or GIF image.";

/** The single file of a multipart upload, read into memory (at most 5 MB, the plugin's limit). */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw Invalid("file", "Send the image as a multipart/form-data upload.");
  try {
    const part = await request.file({ limits: UPLOAD_LIMITS });
    if (!part) throw Invalid("file", "Choose an image to upload.");
    return await part.toBuffer();
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE" || code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") {
      const message =
        code === "FST_REQ_FILE_TOO_LARGE"
          ? `The image is larger than ${IMAGE_UPLOAD_MAX_MB} MB.`
          : "Upload one image at a time.";
      throw new AppError(413, "payload_too_large", message, { file: message });
    }
    throw err;
  }
}

/** Quality of every WebP written (the full image and its smaller widths). */
const WEBP_QUALITY = 82;

export interface StoredImage {
  /** The path under the media route: /media/<folder>/<sha256>.webp */
  path: string;
  width: number;
  height: number;
}

/**
 * Checks the bytes really are an accepted image (never the name or the client's type),
 * shrinks it to fit the box (never enlarges), re-encodes it as WebP (which drops EXIF,
 * GPS and other metadata) and stores it under its content hash: the same image uploaded
 * twice is one file, and a file's URL never changes content (ADR 0012).
 * `widths` adds smaller copies beside it, `<hash>-<width>.webp` (never enlarged), for `srcset`
 * (course logos, ADR 0092); they are stored before the image, so its URL never names a missing copy.
 */
export async function storeImage(
  storage: MediaStorage,
  input: Buffer,
  opts: { folder: "logos" | "images"; box: number; widths?: readonly number[] },
): Promise<StoredImage> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw Invalid("file", TYPE_MESSAGE);
  }
  if (!format || !ACCEPTED.has(format)) throw Invalid("file", TYPE_MESSAGE);
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // apply the EXIF orientation before the metadata goes
      .resize({ width: opts.box, height: opts.box, fit: "inside", withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    const tooBig = err instanceof Error && /pixel limit/i.test(err.message);
    throw Invalid("file", tooBig ? "The image has too many pixels (at most 50 megapixels)." : TYPE_MESSAGE);
  }
  const hash = createHash("sha256").update(output.data).digest("hex");
  for (const width of opts.widths ?? []) {
    const smaller = await sharp(output.data)
      .resize({ width, height: width, fit: "inside", withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    await storage.put("media", `${opts.folder}/${hash}-${width}.webp`, smaller, "image/webp");
  }
  await storage.put("media", `${opts.folder}/${hash}.webp`, output.data, "image/webp");
  return { path: `/media/${opts.folder}/${hash}.webp`, width: output.info.width, height: output.info.height };
}
