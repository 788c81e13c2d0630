import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lockfile from "proper-lockfile";

/**
 * The PGlite data directory's lock (ADR 0057). proper-lockfile's directory lock keeps two
 * processes out (two PGlite openers silently corrupt the data); beside it, the holder records
 * who it is (pid, host, boot, process start), so a lock left by a process that is gone (kill -9,
 * the OOM killer, a power cut) is taken over at once instead of after the 2-minute staleness.
 * Inspecting, breaking and taking the lock happen under a short second lock, so two starters
 * never both judge the same abandoned lock and both take it.
 */

export class DatabaseLockedError extends Error {}

/** A holder that stops refreshing (on another host, where its pid means nothing here) is abandoned after this. */
const STALE_MS = 120_000;
const REFRESH_MS = 10_000;
/** Acquiring takes milliseconds; a starter that died while acquiring leaves a guard stale after this. */
const GUARD_STALE_MS = 5_000;

interface Owner {
  pid: number;
  hostname: string;
  /** The kernel's boot id (Linux): a holder recorded before a reboot is gone whatever its pid. */
  bootId: string | null;
  /** The holder's start time in clock ticks since boot (Linux): tells a reused pid apart. */
  startTicks: number | null;
  /** Which open in which process: a pid equal to ours is a previous process unless the token is live here. */
  token: string;
  since: string;
}

/** Tokens of the locks this process holds now. */
const liveTokens = new Set<string>();

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

function bootId(): string | null {
  return readText("/proc/sys/kernel/random/boot_id")?.trim() ?? null;
}

/** Field 22 of /proc/<pid>/stat; the name in field 2 may hold spaces and parentheses, so count from its end. */
function startTicks(pid: number): number | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return null;
  const value = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]);
  return Number.isFinite(value) ? value : null;
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** True only when the holder certainly is not running: same host, and its process is gone. */
function holderIsGone(owner: Owner): boolean {
  if (owner.hostname !== os.hostname()) return false;
  const boot = bootId();
  if (owner.bootId && boot && owner.bootId !== boot) return true;
  if (owner.pid === process.pid) return !liveTokens.has(owner.token);
  if (!processExists(owner.pid)) return true;
  const ticks = startTicks(owner.pid);
  return owner.startTicks !== null && ticks !== null && ticks !== owner.startTicks;
}

function readOwner(file: string): Owner | null {
  const text = readText(file);
  if (!text) return null;
  try {
    const owner = JSON.parse(text) as Partial<Owner>;
    return typeof owner.pid === "number" && typeof owner.hostname === "string" ? (owner as Owner) : null;
  } catch {
    return null;
  }
}

function writeOwner(file: string, owner: Owner): void {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(owner));
  fs.renameSync(temp, file);
}

function lockedMessage(dataDir: string, owner: Owner | null): string {
  const who = !owner
    ? "one that did not record its pid; its lock counts as abandoned 2 minutes after its last refresh"
    : owner.hostname === os.hostname()
      ? `pid ${owner.pid} on this machine, running since ${owner.since}`
      : `pid ${owner.pid} on host ${owner.hostname}; if that host is down, its lock counts as abandoned 2 minutes after its last refresh`;
  return `The data directory ${dataDir} is in use by another Tutorials & Quizzes process (${who}). Stop that process, or set DATA_DIR to another directory (or DATABASE_URL for PostgreSQL).`;
}

/**
 * Takes the data directory for this process; throws DatabaseLockedError naming the holder while
 * a live process holds it. Resolves to the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, ".tq.lock");
  const ownerPath = path.join(dataDir, ".tq.lock-owner.json");
  const mainOptions: lockfile.LockOptions = {
    lockfilePath: lockPath,
    stale: STALE_MS,
    update: REFRESH_MS,
    retries: 0,
    realpath: false,
    onCompromised: (err) => {
      // Another process took the directory: stop at once rather than corrupt it.
      console.error(`Lost the lock on ${dataDir} (${err.message}); stopping to protect the data.`);
      process.exit(1);
    },
  };
  const releaseGuard = await lockfile.lock(path.join(dataDir, ".tq.acquiring"), {
    stale: GUARD_STALE_MS,
    retries: { retries: 40, minTimeout: 100, maxTimeout: 250 },
    realpath: false,
    // Held for milliseconds; losing it (an event loop stalled for 5 s) only reopens the race it
    // narrows, and must not crash the start (the default throws from a timer).
    onCompromised: () => undefined,
  });
  let release: () => Promise<void>;
  try {
    try {
      release = await lockfile.lock(dataDir, mainOptions);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ELOCKED") throw err;
      const owner = readOwner(ownerPath);
      if (!owner || !holderIsGone(owner)) throw new DatabaseLockedError(lockedMessage(dataDir, owner));
      console.warn(
        `The data directory's lock was left by pid ${owner.pid}, which is no longer running (a crash or kill -9); taking it over.`,
      );
      fs.rmSync(lockPath, { recursive: true, force: true });
      release = await lockfile.lock(dataDir, mainOptions);
    }
    const token = randomUUID();
    writeOwner(ownerPath, {
      pid: process.pid,
      hostname: os.hostname(),
      bootId: bootId(),
      startTicks: startTicks(process.pid),
      token,
      since: new Date().toISOString(),
    });
    liveTokens.add(token);
    return async () => {
      // The record goes first: a starter that finds the lock without one refuses, never breaks it.
      if (readOwner(ownerPath)?.token === token) fs.rmSync(ownerPath, { force: true });
      liveTokens.delete(token);
      await release();
    };
  } finally {
    await releaseGuard();
  }
}
