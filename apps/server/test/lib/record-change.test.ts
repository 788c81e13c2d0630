import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { auditLog, settings } from "../../src/db/schema/index.ts";
import { recordChange } from "../../src/lib/record-change.ts";
import { buildUser, createTestApp, type TestApp } from "../support/helpers.ts";

// recordChange is the one way a change reaches the activity log and the public caches.
describe("recordChange", () => {
  let t: TestApp;
  let session: { user: { id: number }; realUserId: number };
  beforeAll(async () => {
    t = await createTestApp();
    const user = await buildUser(t.database, { role: "worlddirector" });
    session = { user, realUserId: user.id };
  });
  afterAll(() => t.close());

  const lastAction = async () =>
    (await t.app.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.action;

  it("writes the change and its log line together, then bumps the public version", async () => {
    const before = t.app.ctx.publicVersion.value;
    const id = await recordChange(
      t.app.ctx,
      session,
      { ip: "203.0.113.9" },
      (key: string) => ({ action: "test.change", targetType: "setting", targetId: key }),
      async (tx) => {
        await tx.insert(settings).values({ scope: "test", key: "test.recorded", value: "yes" });
        return "test.recorded";
      },
    );
    expect(id).toBe("test.recorded");
    expect(await lastAction()).toBe("test.change");
    expect(t.app.ctx.publicVersion.value).toBeGreaterThan(before);
  });

  it("keeps neither the change nor its line when the change fails, and bumps nothing", async () => {
    const before = t.app.ctx.publicVersion.value;
    const failing = recordChange(
      t.app.ctx,
      session,
      { ip: "203.0.113.9" },
      { action: "test.failed", targetType: "setting", targetId: "x" },
      async (tx) => {
        await tx.insert(settings).values({ scope: "test", key: "test.rolled-back", value: "no" });
        throw new Error("refused");
      },
    );
    await expect(failing).rejects.toThrow("refused");
    expect(await lastAction()).not.toBe("test.failed");
    expect(await t.app.ctx.db.select().from(settings).where(eq(settings.key, "test.rolled-back"))).toEqual([]);
    expect(t.app.ctx.publicVersion.value).toBe(before);
  });
});
