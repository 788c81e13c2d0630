// npm run build:if-stale: the web build, only when missing or older than its sources. npm test
// runs it before the unit tests, whose process tests load real pages (then npm start and the
// browser tests find it fresh).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildWebIfStale } from "./stale.mjs";

process.exit(buildWebIfStale(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")));
