/**
 * Servers the bench measures from outside (issue #15): each one a child process on a port of the
 * bench's range, so the load generator (another child process) never shares its event loop.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

/**
 * This workplace gives what the bench starts the ports 3600–3699; BENCH_PORTS ("3700-3799") gives
 * another range, where two benches share a machine and each has its own.
 */
const PORTS = portRange(process.env.BENCH_PORTS ?? "3600-3699");

function portRange(spec: string): { first: number; count: number } {
  const [first, last] = spec.split("-").map(Number);
  if (!first || !last || last < first) throw new Error(`BENCH_PORTS must read like 3700-3799, not "${spec}"`);
  return { first, count: last - first + 1 };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** A free port of the bench's range, from a random start so two benches rarely meet. */
export async function freePort(): Promise<number> {
  const start = Math.floor(Math.random() * PORTS.count);
  for (let i = 0; i < PORTS.count; i += 1) {
    const port = PORTS.first + ((start + i) % PORTS.count);
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${PORTS.first}–${PORTS.first + PORTS.count - 1}`);
}

export interface Served {
  base: string;
  child: ChildProcess;
}

/**
 * Runs `node <args>` in `root` with `env` (PORT added) and waits until `probePath` answers.
 * Its stderr shows in the bench's output: a crash is never silent.
 */
export async function serve(root: string, args: string[], env: NodeJS.ProcessEnv, probePath: string): Promise<Served> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited at start-up (${child.exitCode})`);
    try {
      const res = await fetch(`${base}${probePath}`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      return { base, child };
    } catch {
      if (Date.now() > deadline) throw new Error(`${args.join(" ")} did not answer within 2 minutes`);
      await sleep(250);
    }
  }
}

/**
 * The server as `npm start` runs it (scripts/start.mjs spawns exactly this command, NODE_ENV
 * production, after building the web app if stale) with the production defaults: no
 * RATE_LIMIT_SCALE, no TRUST_PROXY. `databaseUrl` unset: PGlite in `dataDir`.
 */
export async function startServer(
  root: string,
  options: { dataDir: string; databaseUrl?: string; seedDemo?: boolean },
): Promise<Served> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ["RATE_LIMIT_SCALE", "TRUST_PROXY", "REDIS_URL", "DATABASE_URL", "PUBLIC_API_BASE", "DEMO_MODE"]) {
    delete env[name];
  }
  Object.assign(env, {
    NODE_ENV: "production",
    DATA_DIR: options.dataDir,
    LOG_LEVEL: "warn",
    SEED_DEMO: String(options.seedDemo ?? false),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  // BENCH_SERVER_NODE_ARGS ("--cpu-prof --cpu-prof-dir=/tmp/prof"): profile the server the bench measures.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(/\s+/).filter(Boolean);
  return serve(root, [...nodeArgs, "apps/server/src/main.ts"], env, "/api/docs/json");
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, sleep(15_000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}
