import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { assertSafeName, contentTypeOf, type MediaStorage, type StorageArea } from "./storage.ts";

/** Files under one folder per area (`DATA_DIR/media`, `DATA_DIR/diagrams`): the default, one process. */
export function localStorage(dirs: Record<StorageArea, string>): MediaStorage {
  const fileOf = (area: StorageArea, name: string) => {
    assertSafeName(name);
    return path.join(dirs[area], name);
  };
  return {
    kind: "local",
    async put(area, name, body) {
      const file = fileOf(area, name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside, then renamed: a reader never gets half a file.
      const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      await fs.writeFile(temp, body);
      await fs.rename(temp, file);
    },
    async get(area, name) {
      try {
        const body = await fs.readFile(fileOf(area, name));
        const etag = `"${createHash("sha1").update(body).digest("hex")}"`;
        return { body, contentType: contentTypeOf(name), etag };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    has: (area, name) =>
      fs.access(fileOf(area, name)).then(
        () => true,
        () => false,
      ),
    async check() {
      // The folders are made on first use: a new site without them is still ready.
      for (const dir of Object.values(dirs)) {
        await fs.mkdir(dir, { recursive: true });
        await fs.access(dir, fs.constants.W_OK);
      }
    },
  };
}
