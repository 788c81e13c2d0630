import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DatabaseLockedError, lockDataDir } from "../../src/db/data-dir-lock.ts";

/**
 * The PGlite data directory's lock (issue #13 point 10, ADR 0057) as the next starter finds it:
 * left by a process that is gone, it is taken at once; held by one that runs, it is refused with
 * that process's pid. process/lock.test.ts shows the same with real server processes.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A data directory whose lock looks held (fresh) and whose record names `owner`. */
function lockedDir(owner: object | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tq-lock-"));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, ".tq.lock"));
  if (owner) fs.writeFileSync(path.join(dir, ".tq.lock-owner.json"), JSON.stringify(owner));
  return dir;
}

function bootId(): string | null {
  try {
    return fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    return null;
  }
}

function startTicks(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]);
  } catch {
    return null;
  }
}

const record = (pid: number, extra: object = {}) => ({
  pid,
  hostname: os.hostname(),
  bootId: bootId(),
  startTicks: startTicks(pid),
  token: "someone-else",
  since: "2026-01-01T00:00:00.000Z",
  ...extra,
});

async function refusal(dir: string): Promise<string> {
  try {
    const release = await lockDataDir(dir);
    await release();
  } catch (err) {
    if (err instanceof DatabaseLockedError) return err.message;
    throw err;
  }
  throw new Error("the lock was taken");
}

describe("the data directory lock", () => {
  it("takes over at once a lock whose holder (this machine) is no longer running", async () => {
    const gone = spawnSync(process.execPath, ["-e", "0"]).pid as number;
    const dir = lockedDir(record(gone, { startTicks: 1 }));
    const release = await lockDataDir(dir);
    const owner = JSON.parse(fs.readFileSync(path.join(dir, ".tq.lock-owner.json"), "utf8")) as { pid: number };
    expect(owner.pid).toBe(process.pid);
    await release();
    expect(fs.existsSync(path.join(dir, ".tq.lock"))).toBe(false);
    expect(fs.existsSync(path.join(dir, ".tq.lock-owner.json"))).toBe(false);
  });

  it("takes over a lock recorded before the machine restarted (a power cut), whatever the pid", async () => {
    const dir = lockedDir(record(process.ppid, { bootId: "another-boot" }));
    await (
      await lockDataDir(dir)
    )();
  });

  it("takes over a lock recorded under this process's pid by an earlier process (a restarted container)", async () => {
    const dir = lockedDir(record(process.pid));
    await (
      await lockDataDir(dir)
    )();
  });

  it("refuses while the recorded holder runs, naming its pid", async () => {
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"]);
    try {
      const pid = holder.pid as number;
      await new Promise((resolve) => setTimeout(resolve, 100));
      const message = await refusal(lockedDir(record(pid)));
      expect(message).toContain("in use by another Tutorials & Quizzes process");
      expect(message).toContain(`pid ${pid} on this machine`);
    } finally {
      holder.kill("SIGKILL");
    }
  });

  it.skipIf(process.platform !== "linux")(
    "takes over when the recorded pid now belongs to another process",
    async () => {
      // The pid runs, but started at another time than the holder did: the pid was reused.
      const dir = lockedDir(record(process.ppid, { startTicks: (startTicks(process.ppid) ?? 0) + 1 }));
      await (
        await lockDataDir(dir)
      )();
    },
  );

  it("refuses a holder on another host, naming it: its pid means nothing here", async () => {
    const message = await refusal(lockedDir(record(1, { hostname: "elsewhere.example" })));
    expect(message).toContain("pid 1 on host elsewhere.example");
  });

  it("refuses a fresh lock with no record (its holder is still taking it)", async () => {
    expect(await refusal(lockedDir(null))).toContain("did not record its pid");
  });

  it("refuses a second opener in the same process, naming this process", async () => {
    const dir = lockedDir(null);
    fs.rmSync(path.join(dir, ".tq.lock"), { recursive: true });
    const release = await lockDataDir(dir);
    try {
      expect(await refusal(dir)).toContain(`pid ${process.pid} on this machine`);
    } finally {
      await release();
    }
  });
});
