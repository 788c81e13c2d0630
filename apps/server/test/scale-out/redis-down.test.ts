import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Readiness } from "@tq/contract/health";
import { buildUser, bearer, createTestApp, errorOf, signIn, type TestApp } from "../support/helpers.ts";
import { redisAnswersAt, TEST_REDIS_URL } from "../support/redis-probe.ts";

/**
 * Redis going away (ADR 0085): the site keeps answering, the limits keep counting (in each
 * process's memory until Redis is back), and readiness reports Redis without leaving the rotation.
 * The app reaches Redis through a relay the test can cut, as a network fault or a restart would.
 */
const redisAnswers = await redisAnswersAt(TEST_REDIS_URL);

/** A TCP relay to Redis; cut() closes every connection and refuses new ones. */
async function relayTo(redisUrl: string) {
  const target = new URL(redisUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect({ host: target.hostname, port: Number(target.port || 6379) });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("error", () => s.destroy());
      s.on("close", () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `redis://127.0.0.1:${port}`,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
  };
}

describe.skipIf(!redisAnswers)("while Redis is down", () => {
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof relayTo>>;
  beforeAll(async () => {
    relay = await relayTo(TEST_REDIS_URL);
    t = await createTestApp({ rateLimitScale: 1, config: { redisUrl: relay.url } });
  });
  afterAll(async () => {
    await t.close();
    await relay.cut();
  });

  it("answers every request, keeps the sign-in throttle, and stays ready with Redis reported down", async () => {
    const user = await buildUser(t.database);
    const token = await signIn(t.app, user.email);
    const me = () => t.app.inject({ method: "GET", url: "/api/guardians/mine", headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);

    await relay.cut();

    // Before ADR 0085 each of these answered 500 (the API-wide limit's store failed).
    const started = performance.now();
    for (let i = 0; i < 5; i++) expect((await me()).statusCode).toBe(200);
    expect(performance.now() - started, "no request waits for Redis's reconnects").toBeLessThan(2_000);

    // Failed sign-ins are still counted: the tight limit (10 a quarter hour) holds in memory.
    const ip = "10.77.0.1";
    const login = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: ip,
        payload: { email: user.email, password },
      });
    for (let i = 1; i <= 10; i++) expect((await login(`wrong-${i}`)).statusCode).toBe(401);
    const refused = await login("wrong-11");
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe("rate_limited");

    const ready = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode, ready.body).toBe(200);
    const answer = ready.json() as Readiness;
    expect(answer.status).toBe("ready");
    expect(answer.checks.redis?.ok).toBe(false);
  });
});
