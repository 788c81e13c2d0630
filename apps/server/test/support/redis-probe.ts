import net from "node:net";

/** The Redis the tests that need one use (TEST_REDIS_URL, else the local default). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/**
 * Does a Redis server answer at this address within half a second? Tests that need one run only
 * where it does (CI without one skips them, as the suite does without PostgreSQL).
 */
export function redisAnswersAt(redisUrl: string): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const url = new URL(redisUrl);
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 6379) });
    const answer = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500);
    socket.once("connect", () => answer(true));
    socket.once("error", () => answer(false));
    socket.once("timeout", () => answer(false));
  });
}
