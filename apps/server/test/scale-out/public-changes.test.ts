import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import type { CatalogCourses } from "@tq/contract/catalog";
import { buildApp } from "../../src/app.ts";
import { openPostgres, type Database } from "../../src/db/client.ts";
import { PUBLIC_CHANGE_CHANNEL } from "../../src/lib/public-version.ts";
import { buildCourseTree } from "../catalog/catalog-factory.ts";
import { bearer, buildUser, createTestApp, signIn, type TestApp } from "../support/helpers.ts";

/**
 * Two app instances on one PostgreSQL database, as two processes behind a load balancer would be
 * (ADR 0081): a change made through one reaches the other's public caches within a second, not
 * after the 60 s safety TTL. PGlite is one process only: nothing to share there.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("public caches across app processes", () => {
  let one: TestApp;
  let twoDb: Database;
  let two: FastifyInstance;
  let token: string;
  let courseId: number;

  beforeAll(async () => {
    one = await createTestApp();
    twoDb = openPostgres(one.database.url ?? "", 2);
    two = await buildApp({ config: one.config, database: twoDb, rateLimitScale: 100, logger: false });
    await two.ready();
    const teacher = await buildUser(one.database, { role: "teacher" });
    courseId = (await buildCourseTree(one.database, { ownerId: teacher.id })).course.id;
    token = await signIn(one.app, teacher.email);
  });
  afterAll(async () => {
    await two.close();
    await twoDb.close();
    await one.close();
  });

  const titleOn = async (app: FastifyInstance) => {
    const res = await app.inject({ method: "GET", url: "/api/catalog/courses" });
    expect(res.statusCode).toBe(200);
    return (res.json() as CatalogCourses).courses.find((c) => c.id === courseId)?.title;
  };
  const rename = async (title: string) => {
    const res = await one.app.inject({
      method: "PATCH",
      url: `/api/authoring/courses/${courseId}`,
      headers: bearer(token),
      payload: { title },
    });
    expect(res.statusCode).toBe(200);
  };
  /** Milliseconds until `app` answers the title, polling every 20 ms; fails after `withinMs`. */
  const seenWithin = async (app: FastifyInstance, title: string, withinMs: number) => {
    const started = Date.now();
    while ((await titleOn(app)) !== title) {
      if (Date.now() - started > withinMs) throw new Error(`"${title}" not seen within ${withinMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Date.now() - started;
  };

  it("a course renamed through one is listed renamed by the other within a second", async () => {
    const before = await titleOn(two); // now memoized on the second instance
    expect(before).toBeDefined();
    await rename("Renamed through one");
    expect(await titleOn(one.app)).toBe("Renamed through one");
    expect(await seenWithin(two, "Renamed through one", 1000)).toBeLessThan(1000);
  });

  it("after its listening connection is cut, the other drops its caches once it listens again", async () => {
    await titleOn(two);
    // The listeners of this database's channel are cut from the server side (a restart, a failover).
    const admin = new pg.Client({ connectionString: one.database.url });
    await admin.connect();
    try {
      const cut = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = $1`,
        [`listen ${pg.escapeIdentifier(PUBLIC_CHANGE_CHANNEL)}`],
      );
      expect(cut.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    // Renamed while nobody listens: the notification is lost; the reconnection makes up for it.
    await rename("Renamed while cut off");
    expect(await seenWithin(two, "Renamed while cut off", 3000)).toBeLessThan(3000);
  });
});
