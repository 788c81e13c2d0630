/**
 * The load generators, each in a process of its own (issue #15): wrk (Debian's package) for the
 * sustained answer-save rows, bench/burst-client.ts for bursts (300 starts at once). This module
 * only starts them and reads their answers.
 */
import { execFile, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const here = path.dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);

export interface BurstSpec {
  keepBodies: boolean;
  requests: {
    method: string;
    url: string;
    headers: Record<string, string>;
    body?: string;
    /** When to send it, in ms after the client starts (a planned scenario); none: at once. */
    at?: number;
  }[];
}

export interface BurstAnswer {
  /** 0: no answer (a socket error or a timeout, in `error`). */
  status: number;
  /** From the moment it was sent to its answer. */
  ms: number;
  /** When it was sent, in ms after the client started. */
  sentAt?: number;
  body?: string;
  error?: string;
}

/**
 * Sends every request from a child process, at the same moment or each at its `at`; the answers
 * in the requests' order.
 */
export async function burst(spec: BurstSpec): Promise<BurstAnswer[]> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "tq-burst-")), "requests.json");
  fs.writeFileSync(file, JSON.stringify(spec));
  try {
    const { stdout } = await run(process.execPath, ["--import", "tsx", path.join(here, "burst-client.ts"), file], {
      maxBuffer: 512 * 1024 * 1024,
    });
    return JSON.parse(stdout) as BurstAnswer[];
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/** Why wrk cannot run here, or null when it can. */
export function wrkMissing(): string | null {
  const probe = spawnSync("wrk", ["--version"], { encoding: "utf8" });
  if (probe.error) return "wrk is not installed (apt-get install -y wrk): the answer-save rows cannot be measured";
  return null;
}

export interface SaveLoad {
  /** One line per student's question: the save's path, the student's token and a response. */
  lines: { path: string; token: string; response: unknown }[];
  seconds: number;
  connections: number;
  /** clientSeq starts above this: each run passes a base above every earlier run's last. */
  seqBase: number;
}

export interface WrkResult {
  requests: number;
  seconds: number;
  perSec: number;
  /** Socket errors, timeouts and answers ≥ 400. */
  failed: number;
  failures: string;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

const ms = (us: number) => Math.round(us / 100) / 10;

/** `wrk -t1 -cN -dS` of answer saves against `base`, round-robin over `load.lines` (bench/saves.lua). */
export async function wrkSaves(base: string, load: SaveLoad): Promise<WrkResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tq-wrk-"));
  const file = path.join(dir, "saves.tsv");
  fs.writeFileSync(file, load.lines.map((l) => `${l.path}\t${l.token}\t${JSON.stringify(l.response)}\n`).join(""));
  try {
    const { stdout } = await run(
      "wrk",
      [
        "-t1",
        `-c${load.connections}`,
        `-d${load.seconds}s`,
        "--timeout",
        "10s",
        "-s",
        path.join(here, "saves.lua"),
        base,
      ],
      { env: { ...process.env, BENCH_SAVES_FILE: file, BENCH_SEQ_BASE: String(load.seqBase) } },
    );
    const line = stdout.split("\n").find((l) => l.startsWith("WRK_RESULT "));
    if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
    const r = JSON.parse(line.slice("WRK_RESULT ".length)) as Record<string, number>;
    const n = (k: string) => r[k] ?? 0;
    const seconds = n("durationUs") / 1e6;
    const kinds = ["connect", "read", "write", "status", "timeout"].filter((k) => n(k) > 0);
    return {
      requests: n("requests"),
      seconds: Math.round(seconds * 10) / 10,
      perSec: Math.round(n("requests") / Math.max(seconds, 1e-9)),
      failed: kinds.reduce((sum, k) => sum + n(k), 0),
      failures: kinds.map((k) => `${n(k)} ${k === "status" ? "answers ≥ 400" : `${k} errors`}`).join(", "),
      p50Ms: ms(n("p50Us")),
      p95Ms: ms(n("p95Us")),
      p99Ms: ms(n("p99Us")),
      maxMs: ms(n("maxUs")),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
