/**
 * npm run bench: throughput of sign-in, getcoursesfordisplay and the SSR home page, each
 * beside a static-file baseline measured in the same run on the same server, so the
 * ratios mean something on any machine. Writes results/latest.json and results/latest.md.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openPglite } from "../apps/server/src/db/client.ts";
import { DEMO_PASSWORD, seedIfEmpty } from "../apps/server/src/db/seed/seed.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Row {
  name: string;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
  ratioToStatic: number;
}

async function measure(url: string, opts: Partial<autocannon.Options> = {}): Promise<autocannon.Result> {
  return autocannon({ url, duration: DURATION, connections: CONNECTIONS, ...opts });
}

async function main(): Promise<void> {
  const { webBuildIsStale } = (await import(path.join(root, "scripts/stale.mjs"))) as {
    webBuildIsStale(r: string): boolean;
  };
  if (webBuildIsStale(root)) spawnSync("npm", ["run", "build", "-w", "@tq/web"], { cwd: root, stdio: "inherit" });

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tq-bench-"));
  const config = loadConfig(
    { NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    { webBuildDir: path.join(root, "apps/web/build") },
  );
  const database = await openPglite(dataDir);
  await database.migrate();
  await seedIfEmpty(database.db, { demo: true, mediaDir: config.mediaDir });
  // Sign-in is rate limited per account; the benchmark measures the work, not the limiter.
  const app = await buildApp({ config, database, rateLimitScale: 1e6, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  // A small static file: the baseline measures the server's per-request cost, not bandwidth.
  const staticFile = "favicon.svg";
  const json = { "content-type": "application/json" };

  const results: [string, autocannon.Result][] = [];
  console.log(`Benchmarking ${base} for ${DURATION}s each with ${CONNECTIONS} connections…`);
  results.push([`static file /${staticFile} (baseline)`, await measure(`${base}/${staticFile}`)]);
  results.push([
    "POST /api/admin/getcoursesfordisplay",
    await measure(`${base}/api/admin/getcoursesfordisplay`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ country: "NG" }),
    }),
  ]);
  results.push([
    "GET /home (SSR, anonymous, cached)",
    await measure(`${base}/home`, { headers: { "accept-language": "en-NG" } }),
  ]);
  results.push([
    "GET /home (SSR, uncached render)",
    await measure(`${base}/home?nocache=1`, { headers: { "accept-language": "en-NG" } }),
  ]);
  results.push([
    "POST /api/auth/login (Argon2id)",
    await measure(`${base}/api/auth/login`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email: "student@example.com", password: DEMO_PASSWORD }),
    }),
  ]);

  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const baseline = results[0]?.[1].requests.average ?? 1;
  const rows: Row[] = results.map(([name, r]) => ({
    name,
    requestsPerSec: Math.round(r.requests.average),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
    ratioToStatic: Number((r.requests.average / baseline).toFixed(3)),
  }));
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? "unknown", node: process.version },
    durationSeconds: DURATION,
    connections: CONNECTIONS,
    rows,
  };
  const out = path.join(root, "bench/results");
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, "latest.json"), JSON.stringify(report, null, 2));
  const md = [
    `# Benchmark ${report.date}`,
    "",
    `${report.machine.cpus} × ${report.machine.cpuModel}, Node ${report.machine.node}, ${DURATION}s per row, ${CONNECTIONS} connections.`,
    "",
    "| what | req/s | p50 ms | p99 ms | errors | non-2xx | × static |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.requestsPerSec} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.errors} | ${r.non2xx} | ${r.ratioToStatic} |`,
    ),
    "",
  ].join("\n");
  fs.writeFileSync(path.join(out, "latest.md"), md);
  console.log(`\n${md}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
