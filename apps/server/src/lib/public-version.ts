import { randomUUID } from "node:crypto";
import type { Notifier } from "../db/notifications.ts";

/** The channel on which a process tells the others that public data changed (ADR 0081). */
export const PUBLIC_CHANGE_CHANNEL = "tq_public_change";

export interface PublicVersion {
  /** Compared by the public caches (version-cache.ts, the home page in plugins/web.ts). */
  value: number;
  /** Public data changed through this process: drop the caches here and tell the other processes. */
  bump(): void;
  /** Starts hearing the other processes' changes; answers the function that stops. */
  listen(): Promise<() => Promise<void>>;
}

/**
 * The public caches' version, shared through the database's notifications: another process's
 * change drops this one's caches within milliseconds instead of after the 60 s safety TTL. A
 * process ignores its own messages (it bumped already). When the listening connection was lost
 * and made again, a change may have gone unheard: the caches are dropped once, to be safe.
 */
export function createPublicVersion(notifier: Notifier, warn: (message: string) => void): PublicVersion {
  const me = randomUUID();
  const version: PublicVersion = {
    value: 1,
    bump() {
      version.value += 1;
      notifier.notify(PUBLIC_CHANGE_CHANNEL, me).catch((err: unknown) => {
        warn(`Other processes were not told of a public change (the 60 s TTL will): ${String(err)}`);
      });
    },
    listen: () =>
      notifier.listen(
        PUBLIC_CHANGE_CHANNEL,
        (from) => {
          if (from !== me) version.value += 1;
        },
        () => {
          version.value += 1;
        },
      ),
  };
  return version;
}
