import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HTTPMethods } from "fastify";
import { createTestApp, errorOf, type TestApp } from "../support/helpers.ts";

/**
 * Issue #13 point 8: a method no route answers is the client's mistake, never a 500. `TRACE /home`
 * reached the SSR handler, whose fetch Request refuses TRACE. Pages, the API and the files all
 * answer 405 with `Allow`; the API in the one error shape. The page server renders no page for it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = (method: string, url: string) => t.app.inject({ method: method as HTTPMethods, url });

describe("methods no route answers", () => {
  it.each([
    ["TRACE", "/home"],
    ["TRACE", "/tutorialview/8/4/2/1/1/Mathematics/Geometry/2"],
    ["DELETE", "/coursedetail/1"],
    ["PUT", "/login/one"],
    ["OPTIONS", "/home"],
    ["PROPFIND", "/home"],
  ])("%s %s: a page answers 405, allowing GET and HEAD", async (method, url) => {
    const res = await ask(method, url);
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
  });

  it.each([
    ["TRACE", "/api/admin/getpersistentdata", "GET, HEAD"],
    ["DELETE", "/api/admin/getpersistentdata", "GET, HEAD"],
    ["DELETE", "/api/attempts/12/answers/3", "PUT"],
    ["GET", "/api/attempts/12/submit", "POST"],
    ["TRACE", "/api/auth/login?next=%2Fhome", "POST"],
  ])("%s %s: the API answers 405 in the error shape, allowing %s", async (method, url, allow) => {
    const res = await ask(method, url);
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(errorOf(res).code).toBe("method_not_allowed");
  });

  it("TRACE on a diagram address answers 405, allowing GET and HEAD", async () => {
    const res = await ask("TRACE", `/diagrams/${"a".repeat(64)}.svg`);
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
  });

  it("an API path no method answers stays a 404 in the error shape, whatever the method", async () => {
    for (const method of ["GET", "TRACE", "DELETE"]) {
      const res = await ask(method, "/api/no/such/endpoint");
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe("not_found");
    }
  });

  it("GET and HEAD of a page still reach the page handler", async () => {
    // No web build in API tests: the page handler answers its plain 404.
    for (const method of ["GET", "HEAD"]) {
      const res = await ask(method, "/home");
      expect(res.statusCode).toBe(404);
      expect(res.headers.allow).toBeUndefined();
    }
  });
});
