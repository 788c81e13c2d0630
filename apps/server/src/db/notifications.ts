import pg from "pg";

/**
 * PostgreSQL's LISTEN/NOTIFY between the app processes of one database (ADR 0081): a change made
 * through one process reaches the caches of the others within milliseconds.
 */
export interface Notifier {
  /** Sends `payload` on `channel` to every process listening on this database (this one included). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `onMessage` for each notification on `channel`, and `onGap` whenever the listening
   * connection was lost and made again (notifications sent meanwhile are lost: assume a change).
   * Answers the function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
}

/** One process alone on its database (PGlite holds its data dir's lock): nobody to tell. */
export const aloneNotifier: Notifier = {
  notify: async () => {},
  listen: async () => async () => {},
};

const RECONNECT_MS = [250, 500, 1000, 2000, 5000];

/**
 * NOTIFY goes through the pool; LISTEN needs a connection of its own, held for the process's
 * life, made again after PostgreSQL closes it (a restart, a failover, an administrator).
 */
export function postgresNotifier(
  pool: pg.Pool,
  connectionString: string,
  warn: (message: string) => void = (m) => console.warn(m),
): Notifier {
  return {
    async notify(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },

    async listen(channel, onMessage, onGap) {
      let client: pg.Client | undefined;
      let stopped = false;
      let failures = 0;
      let retry: NodeJS.Timeout | undefined;

      const connect = async (): Promise<void> => {
        const c = new pg.Client({ connectionString });
        c.on("notification", (n) => {
          if (n.channel === channel) onMessage(n.payload ?? "");
        });
        // Until it listens, a failure is connect()'s rejection; after, the connection's loss.
        let listening = false;
        const lost = (reason: string) => {
          if (!listening || stopped || client !== c) return;
          client = undefined;
          warn(`The ${channel} listener lost PostgreSQL (${reason}); listening again.`);
          c.end().catch(() => {});
          schedule();
        };
        c.on("error", (err) => lost(err.message));
        c.on("end", () => lost("connection ended"));
        client = c;
        await c.connect();
        await c.query(`listen ${pg.escapeIdentifier(channel)}`);
        listening = true;
        failures = 0;
      };

      const schedule = () => {
        const delay = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)] ?? 5000;
        failures += 1;
        retry = setTimeout(() => {
          connect().then(
            () => (stopped ? void client?.end().catch(() => {}) : onGap()),
            (err: unknown) => {
              if (stopped) return;
              client?.end().catch(() => {});
              client = undefined;
              warn(`The ${channel} listener could not reach PostgreSQL (${String(err)}); trying again.`);
              schedule();
            },
          );
        }, delay);
        retry.unref();
      };

      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        await client?.end().catch(() => {});
      };
    },
  };
}
