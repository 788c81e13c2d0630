// After `react-router build`: write .br and .gz beside every text asset, so the server sends
// them as they are (@fastify/static preCompressed) instead of compressing on each request.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const dir = path.resolve(process.argv[2] ?? "build/client");
const TEXT = /\.(js|mjs|css|svg|html|json|txt|map)$/;
let n = 0;
for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
  if (!e.isFile() || !TEXT.test(e.name)) continue;
  const file = path.join(e.parentPath, e.name);
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  n++;
}
console.log(`precompressed ${n} assets in ${path.relative(process.cwd(), dir) || "."}`);
