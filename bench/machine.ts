/**
 * How much other work shares the machine while the bench measures (issue #15, ADR 0067). The load
 * average would count the bench's own processes (the server, wrk, PostgreSQL) of the minute
 * before; instead, at a moment the bench itself is idle, sample over a second how many threads are
 * runnable (/proc/loadavg's fourth field, less the one reading it) and how many wait on the disk
 * (/proc/stat's procs_blocked: another suite's PostgreSQL creating databases slows every commit).
 */
import fs from "node:fs";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface OtherWork {
  /** Runnable threads, averaged over a second. */
  runnable: number;
  /** Threads waiting on I/O, averaged over a second. */
  blocked: number;
}

const mean = (values: number[]) =>
  Math.round((values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)) * 10) / 10;

/** Other work on the machine now; null where /proc is not there. */
export async function otherWork(): Promise<OtherWork | null> {
  const runnable: number[] = [];
  const blocked: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    try {
      runnable.push(Math.max(0, Number(fs.readFileSync("/proc/loadavg", "utf8").split(" ")[3]?.split("/")[0]) - 1));
      blocked.push(Number(/^procs_blocked (\d+)$/m.exec(fs.readFileSync("/proc/stat", "utf8"))?.[1] ?? 0));
    } catch {
      return null;
    }
    await sleep(100);
  }
  return { runnable: mean(runnable), blocked: mean(blocked) };
}

/** "0.1 runnable and 0 I/O-waiting threads", and whether that is enough to spoil figures. */
export function describe(work: OtherWork | null): { text: string; busy: boolean } {
  if (!work) return { text: "unknown", busy: false };
  return {
    text: `${work.runnable} runnable and ${work.blocked} I/O-waiting threads`,
    busy: work.runnable >= 0.5 || work.blocked >= 0.5,
  };
}
