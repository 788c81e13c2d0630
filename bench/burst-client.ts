/**
 * A load generator in its own process (issue #15): reads a list of requests (JSON, the file named
 * by its argument), sends them all at the same moment (or each at its planned `at`: the exam-day
 * scenario), and prints one JSON line of answers
 * (status, milliseconds, and the body when asked) on stdout. bench/load.ts runs it; the bench's
 * process only orchestrates, so the server never competes with its clients for one event loop.
 */
import fs from "node:fs";
import type { BurstAnswer, BurstSpec } from "./load.ts";

const file = process.argv[2];
if (!file) throw new Error("burst-client: the request list's file is required");
const spec = JSON.parse(fs.readFileSync(file, "utf8")) as BurstSpec;

const started = performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Node's fetch opens as many connections to one origin as there are requests in flight (its
// default agent has no limit): one per student, as that many browsers would.
async function send(request: BurstSpec["requests"][number]): Promise<BurstAnswer> {
  if (request.at !== undefined) await sleep(request.at - (performance.now() - started));
  const t0 = performance.now();
  const sentAt = t0 - started;
  try {
    const res = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: AbortSignal.timeout(120_000),
    });
    const text = await res.text();
    return { status: res.status, ms: performance.now() - t0, sentAt, ...(spec.keepBodies ? { body: text } : {}) };
  } catch (err) {
    return { status: 0, ms: performance.now() - t0, sentAt, error: err instanceof Error ? err.message : String(err) };
  }
}

const answers = await Promise.all(spec.requests.map(send));
process.stdout.write(`${JSON.stringify(answers)}\n`);
