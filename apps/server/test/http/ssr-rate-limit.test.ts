import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SSR_CALL_HEADER, ssrCallSecret } from "../../src/plugins/ssr-calls.ts";
import { createTestApp, type TestApp } from "../support/helpers.ts";

/** The real limits (rateLimitScale 1): the SSR's in-process calls are exempt, a forged exemption is not. */
let strict: TestApp;
beforeAll(async () => {
  strict = await createTestApp({ rateLimitScale: 1 });
});
afterAll(() => strict.close());

describe("server rendering and the API rate limit", () => {
  it("lets the SSR's in-process calls through while other callers from the same address are limited", async () => {
    const call = (ssr: boolean) =>
      strict.app.inject({
        method: "GET",
        url: "/api/admin/getpersistentdata",
        headers: ssr ? { [SSR_CALL_HEADER]: ssrCallSecret } : {},
      });
    for (let i = 0; i < 650; i++) expect((await call(true)).statusCode).toBe(200);
    let limited = false;
    for (let i = 0; i < 650 && !limited; i++) limited = (await call(false)).statusCode === 429;
    expect(limited).toBe(true);
    expect((await call(true)).statusCode).toBe(200);
    const forged = await strict.app.inject({
      method: "GET",
      url: "/api/admin/getpersistentdata",
      headers: { [SSR_CALL_HEADER]: "guess" },
    });
    expect(forged.statusCode).toBe(429);
  });
});
