import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Company, CompanyDetail } from "@tq/contract/accounts";
import { bearer, buildUser, createTestApp, errorOf, signIn, type TestApp } from "../support/helpers.ts";

let t: TestApp;
let wdToken: string;
let cdToken: string;
beforeAll(async () => {
  t = await createTestApp();
  wdToken = await signIn(t.app, (await buildUser(t.database, { role: "worlddirector", country: "GB" })).email);
  cdToken = await signIn(t.app, (await buildUser(t.database, { role: "countrydirector", country: "KE" })).email);
});
afterAll(() => t.close());

function call(method: "GET" | "POST" | "PATCH" | "DELETE", url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

async function create(token: string, country: string): Promise<CompanyDetail> {
  const res = await call("POST", "/api/companies", token, { name: `School ${country}`, kind: "school", country });
  expect(res.statusCode).toBe(201);
  return res.json() as CompanyDetail;
}

describe("companies (mycompanies)", () => {
  it("creates, edits, adds and removes members by email", async () => {
    const school = await create(cdToken, "KE");
    const member = await buildUser(t.database, { role: "teacher", country: "KE" });
    const added = await call("POST", `/api/companies/${school.id}/members`, cdToken, {
      email: member.email.toUpperCase(),
      position: "Head teacher",
    });
    expect(added.statusCode).toBe(200);
    expect((added.json() as CompanyDetail).members).toEqual([
      expect.objectContaining({ userId: member.id, position: "Head teacher", role: "teacher" }),
    ]);
    const twice = await call("POST", `/api/companies/${school.id}/members`, cdToken, { email: member.email });
    expect(twice.statusCode).toBe(409);
    const unknown = await call("POST", `/api/companies/${school.id}/members`, cdToken, {
      email: "nobody@test.example",
    });
    expect(errorOf(unknown).fields).toHaveProperty("email");
    // Someone of another country (or a director) is out of reach: the same answer as nobody (issue #13).
    for (const outOfReach of [
      await buildUser(t.database, { role: "student", country: "GH" }),
      await buildUser(t.database, { role: "countrydirector", country: "KE" }),
    ]) {
      const res = await call("POST", `/api/companies/${school.id}/members`, cdToken, { email: outOfReach.email });
      expect(res.statusCode).toBe(unknown.statusCode);
      expect(res.json()).toEqual(unknown.json());
    }
    const renamed = await call("PATCH", `/api/companies/${school.id}`, cdToken, {
      name: "Nairobi Academy",
      kind: "school",
      country: "KE",
    });
    expect(renamed.json()).toMatchObject({ name: "Nairobi Academy", memberCount: 1 });
    expect((await call("DELETE", `/api/companies/${school.id}/members/${member.id}`, cdToken)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/companies/${school.id}/members/${member.id}`, cdToken)).statusCode).toBe(404);
  });

  it("keeps a country director to their country's organisations", async () => {
    const nigerian = await create(wdToken, "NG");
    const list = (await call("GET", "/api/companies", cdToken)).json() as Company[];
    expect(list.every((c) => c.country === "KE")).toBe(true);
    expect(((await call("GET", "/api/companies", wdToken)).json() as Company[]).map((c) => c.id)).toContain(
      nigerian.id,
    );
    // IDOR: another country's organisation cannot be read or changed, nor created there.
    expect((await call("GET", `/api/companies/${nigerian.id}`, cdToken)).statusCode).toBe(403);
    expect(
      (await call("POST", `/api/companies/${nigerian.id}/members`, cdToken, { email: "x@test.example" })).statusCode,
    ).toBe(403);
    expect(
      (await call("POST", "/api/companies", cdToken, { name: "Elsewhere", kind: "school", country: "NG" })).statusCode,
    ).toBe(403);
    const mine = await create(cdToken, "KE");
    expect(
      (await call("PATCH", `/api/companies/${mine.id}`, cdToken, { name: "Moved", kind: "other", country: "NG" }))
        .statusCode,
    ).toBe(403);
  });

  it("refuses non-directors and unknown countries", async () => {
    const teacher = await signIn(t.app, (await buildUser(t.database, { role: "teacher" })).email);
    expect((await call("GET", "/api/companies", teacher)).statusCode).toBe(403);
    expect(
      (await call("POST", "/api/companies", wdToken, { name: "Nowhere", kind: "school", country: "ZZ" })).statusCode,
    ).toBe(400);
  });
});
