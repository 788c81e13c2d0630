import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { asSent, createApiClient, type ApiClientDeps } from "./api-client.ts";
import { ApiError } from "./api-error.ts";

interface Call {
  url: string;
  init: RequestInit;
}

function setup(overrides: Partial<ApiClientDeps> = {}, answer: () => Response = () => Response.json({ ok: true })) {
  const calls: Call[] = [];
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    getToken: () => "tok-123",
    getApiBase: () => "",
    getCookies: () => "theme=dark; XSRF-TOKEN=xsrf%2Fvalue; other=1",
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return answer();
    },
    onUnauthorized,
    ...overrides,
  });
  const headersOf = (i = 0) => new Headers(calls[i]?.init.headers);
  return { client, calls, headersOf, onUnauthorized };
}

const Ok = z.object({ ok: z.boolean() });

describe("token headers", () => {
  it("sends both Authorization: Bearer and x-access-token when a token exists", async () => {
    const { client, headersOf } = setup();
    await client.get("/api/admin/getpersistentdata", Ok);
    expect(headersOf().get("Authorization")).toBe("Bearer tok-123");
    expect(headersOf().get("x-access-token")).toBe("tok-123");
  });

  it("sends neither without a token", async () => {
    const { client, headersOf } = setup({ getToken: () => null });
    await client.post("/api/auth/login", Ok, { email: "a@b.c", password: "x" });
    expect(headersOf().has("Authorization")).toBe(false);
    expect(headersOf().has("x-access-token")).toBe(false);
  });
});

describe("XSRF header", () => {
  it("copies the XSRF-TOKEN cookie on a non-GET relative request", async () => {
    const { client, headersOf, calls } = setup();
    await client.post("/api/auth/logout", Ok, {});
    expect(calls[0]?.url).toBe("/api/auth/logout");
    expect(headersOf().get("X-XSRF-TOKEN")).toBe("xsrf/value");
  });

  it("does not send it on GET", async () => {
    const { client, headersOf } = setup();
    await client.get("/api/site/contact", Ok);
    expect(headersOf().has("X-XSRF-TOKEN")).toBe(false);
  });

  it("does not send it to another origin (separate API base)", async () => {
    const { client, headersOf, calls } = setup({ getApiBase: () => "https://api.example.org/" });
    await client.post("/api/auth/logout", Ok, {});
    expect(calls[0]?.url).toBe("https://api.example.org/api/auth/logout");
    expect(headersOf().has("X-XSRF-TOKEN")).toBe(false);
    // The token headers still go: they are not tied to the origin.
    expect(headersOf().get("x-access-token")).toBe("tok-123");
  });

  it("sends nothing when there is no cookie", async () => {
    const { client, headersOf } = setup({ getCookies: () => "" });
    await client.post("/api/auth/logout", Ok, {});
    expect(headersOf().has("X-XSRF-TOKEN")).toBe(false);
  });
});

describe("XSRF cookie arriving with a refusal", () => {
  it("retries once with the cookie the 403 set, when the first call had none", async () => {
    let cookies = "";
    let calls = 0;
    const { client, calls: sent } = setup({ getCookies: () => cookies }, () => {
      calls += 1;
      if (calls === 1) {
        cookies = "XSRF-TOKEN=fresh";
        return Response.json({ error: { code: "xsrf", message: "This page is out of date." } }, { status: 403 });
      }
      return Response.json({ ok: true });
    });
    await expect(client.post("/api/auth/login", Ok, {})).resolves.toEqual({ ok: true });
    expect(sent).toHaveLength(2);
    expect(new Headers(sent[1]?.init.headers).get("X-XSRF-TOKEN")).toBe("fresh");
  });

  it("does not retry when the header was sent and still refused", async () => {
    const { client, calls } = setup({}, () =>
      Response.json({ error: { code: "xsrf", message: "This page is out of date." } }, { status: 403 }),
    );
    await expect(client.post("/api/auth/login", Ok, {})).rejects.toMatchObject({ code: "xsrf" });
    expect(calls).toHaveLength(1);
  });
});

describe("uploads", () => {
  it("sends a file as multipart with the token and XSRF headers, leaving Content-Type to the browser", async () => {
    const { client, calls, headersOf } = setup();
    const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" });
    await client.upload("/api/media/images", Ok, "file", file);
    const body = calls[0]?.init.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get("file")).toBeInstanceOf(Blob);
    expect(headersOf().has("Content-Type")).toBe(false);
    expect(headersOf().get("Authorization")).toBe("Bearer tok-123");
    expect(headersOf().get("X-XSRF-TOKEN")).toBe("xsrf/value");
  });
});

describe("errors", () => {
  it("maps the server's error shape to one ApiError with field messages", async () => {
    const body = {
      error: { code: "validation", message: "Check the form.", fields: { email: "Enter a valid email address." } },
    };
    const { client } = setup({}, () => Response.json(body, { status: 400 }));
    const error = await client.post("/api/auth/register", Ok, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "validation",
      message: "Check the form.",
      fields: { email: "Enter a valid email address." },
    });
  });

  it("clears the session on a 401 for a signed-in call", async () => {
    const body = { error: { code: "unauthenticated", message: "Sign in again." } };
    const { client, onUnauthorized } = setup({}, () => Response.json(body, { status: 401 }));
    await expect(client.get("/api/dashboard/getuserinfo/1", Ok)).rejects.toMatchObject({ code: "unauthenticated" });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    // With the token it was made with: the app ignores a late 401 of an earlier session.
    expect(onUnauthorized).toHaveBeenCalledWith("tok-123");
  });

  it("does not sign a signed-in user out for a 401 invalid_credentials (mistyped password)", async () => {
    const body = { error: { code: "invalid_credentials", message: "Wrong email or password." } };
    const { client, onUnauthorized } = setup({}, () => Response.json(body, { status: 401 }));
    await expect(client.post("/api/auth/login", Ok, {})).rejects.toMatchObject({
      status: 401,
      code: "invalid_credentials",
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("does not sign anyone out for a 401 without the unauthenticated code", async () => {
    const { client, onUnauthorized } = setup({}, () => new Response("", { status: 401 }));
    await expect(client.get("/api/dashboard/getuserinfo/1", Ok)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("does not treat a visitor's 401 (wrong password) as a lost session", async () => {
    const body = { error: { code: "invalid_credentials", message: "Wrong email or password." } };
    const { client, onUnauthorized } = setup({ getToken: () => null }, () => Response.json(body, { status: 401 }));
    await expect(client.post("/api/auth/login", Ok, {})).rejects.toMatchObject({ message: "Wrong email or password." });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("turns a network failure into an 'unavailable' ApiError", async () => {
    const { client } = setup({
      fetch: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await expect(client.get("/api/site/contact", Ok)).rejects.toMatchObject({ code: "unavailable", status: 0 });
  });

  it("rejects an answer that does not match the expected schema", async () => {
    const { client } = setup({}, () => Response.json({ something: "else" }));
    await expect(client.get("/api/site/contact", Ok)).rejects.toBeInstanceOf(ApiError);
  });

  it("reads the error shape without its schema: code and message as strings, fields kept only when strings", async () => {
    const body = { error: { code: "validation", message: "Check the form.", fields: { email: "Bad.", age: 3 } } };
    const { client } = setup({}, () => Response.json(body, { status: 400 }));
    await expect(client.post("/api/auth/register", Ok, {})).rejects.toMatchObject({
      code: "validation",
      message: "Check the form.",
      fields: { email: "Bad." },
    });
  });

  it.each([
    ["a number for a message", { error: { code: "validation", message: 3 } }],
    ["no error object", { message: "Check the form." }],
    ["a string body", "oops"],
  ])("answers a generic error for %s", async (_label, body) => {
    const { client } = setup({}, () => Response.json(body, { status: 400 }));
    await expect(client.post("/api/auth/register", Ok, {})).rejects.toMatchObject({
      code: "bad_request",
      message: "The request failed (HTTP 400).",
    });
  });
});

describe("answers taken as sent (asSent, ADR 0099)", () => {
  it("hands the answer over as the server sent it, typed, without a schema", async () => {
    const answer = { courses: [{ id: 1, title: "Maths" }], extra: true };
    const { client } = setup({}, () => Response.json(answer));
    const got = await client.get("/api/catalog/courses", asSent<{ courses: { id: number; title: string }[] }>());
    expect(got).toEqual(answer);
  });

  it("still turns a refusal into an ApiError", async () => {
    const body = { error: { code: "not_found", message: "That course does not exist." } };
    const { client } = setup({}, () => Response.json(body, { status: 404 }));
    await expect(client.get("/api/catalog/courses", asSent<unknown>())).rejects.toMatchObject({
      status: 404,
      code: "not_found",
    });
  });
});

describe("write listeners (the dashboard refreshes after a write)", () => {
  it("tells listeners after a successful write, never after a read or a refused write", async () => {
    let status = 200;
    const { client } = setup({}, () => Response.json({ ok: true }, { status }));
    const writes: string[] = [];
    const stop = client.onWrite((method, path) => writes.push(`${method} ${path}`));
    await client.get("/api/dashboard/getuserinfo/1", Ok);
    await client.post("/api/enrolment/payments/7/record", Ok, { reference: "R1" });
    status = 409;
    await expect(client.post("/api/enrolment/payments/7/record", Ok, {})).rejects.toBeInstanceOf(ApiError);
    expect(writes).toEqual(["POST /api/enrolment/payments/7/record"]);
    // A write that ends its own session (stop acting, logout) asks not to be announced.
    status = 200;
    await client.request("DELETE", "/api/impersonation", Ok, undefined, { notify: false });
    expect(writes).toHaveLength(1);
    stop();
    await client.post("/api/enrolment/payments/8/record", Ok, {});
    expect(writes).toHaveLength(1);
  });
});
