import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AttemptView } from "@tq/contract/quiz-attempts";
import { bearer, errorOf, signIn } from "../support/helpers.ts";
import { quizWorld } from "../quizzes/quiz-factory.ts";
import type { Who } from "../authoring/authoring-factory.ts";

/** Requests that say `Content-Type: application/json` and send nothing (some clients always set it). */

let w: Awaited<ReturnType<typeof quizWorld>>;
let attemptId: number;
beforeAll(async () => {
  w = await quizWorld();
  const res = await w.call("POST", `/api/quizzes/${w.built.quizId}/attempts`, "student", { mode: "exam" });
  attemptId = (res.json() as AttemptView).id;
});
afterAll(() => w.t.close());

const JSON_TYPE = { "content-type": "application/json" };
const send = (method: "POST" | "PUT", url: string, token: string, payload: string) =>
  w.t.app.inject({ method, url, headers: { ...bearer(token), ...JSON_TYPE }, payload });
const as = (who: Who) => w.tokens[who];

describe("an empty JSON body", () => {
  it("is no body for endpoints that take none: submit, regrade, release, logout", async () => {
    const submitted = await send("POST", `/api/attempts/${attemptId}/submit`, as("student"), "");
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ attemptId, submittedBy: "student" });
    const regraded = await send("POST", `/api/marking/attempts/${attemptId}/regrade`, as("owner"), "");
    expect(regraded.statusCode, regraded.body).toBe(200);
    const released = await send("POST", `/api/marking/quizzes/${w.built.quizId}/release`, as("owner"), " \n");
    expect(released.statusCode, released.body).toBe(200);

    const token = await signIn(w.t.app, w.people.student.email);
    const out = await send("POST", "/api/auth/logout", token, "");
    expect(out.statusCode, out.body).toBe(200);
    const after = await w.t.app.inject({ url: "/api/attempts/mine/subjectives", headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it("is refused with a clear 400 in the one error shape where a body is needed", async () => {
    for (const [method, url, payload] of [
      ["POST", `/api/quizzes/${w.built.quizId}/attempts`, ""],
      ["PUT", `/api/attempts/${attemptId}/answers/1`, "   "],
    ] as const) {
      const res = await send(method, url, as("student"), payload);
      expect(res.statusCode, url).toBe(400);
      expect(errorOf(res)).toEqual({ code: "bad_request", message: "This request needs a JSON body." });
    }
  });

  it("leaves broken and poisoned JSON refused as before", async () => {
    const url = `/api/quizzes/${w.built.quizId}/attempts`;
    const broken = await send("POST", url, as("student"), '{"mode":');
    expect(broken.statusCode).toBe(400);
    expect(errorOf(broken)).toEqual({ code: "bad_request", message: "The request body is not valid JSON." });
    const poisoned = await send("POST", url, as("student"), '{"mode":"exam","__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
    expect(errorOf(poisoned).code).toBe("bad_request");
    const fine = await send("POST", url, as("student"), '{"mode":"practice"}');
    expect(fine.statusCode).toBe(201);
  });
});
