import fs from "node:fs/promises";
import path from "node:path";
import { contentTypeOf, type MediaStorage } from "./storage.ts";

/**
 * The demo seed draws its course logos into the local media folder; with S3 they are copied into
 * the bucket once, by the process that seeded, so every process serves them. Answers how many.
 */
export async function copySeededMedia(mediaDir: string, storage: MediaStorage): Promise<number> {
  if (storage.kind === "local") return 0;
  const entries = await fs.readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(() => []);
  let copied = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const name = path.relative(mediaDir, file).split(path.sep).join("/");
    await storage.put("media", name, await fs.readFile(file), contentTypeOf(name));
    copied += 1;
  }
  return copied;
}
