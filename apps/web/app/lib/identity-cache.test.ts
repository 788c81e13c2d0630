import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { clearCacheOnIdentityChange } from "./identity-cache.ts";
import { createSessionStore } from "./session.ts";
import { authAnswer, memoryStore } from "./test-helpers.ts";

async function setup() {
  const store = createSessionStore(memoryStore());
  await store.load();
  const client = new QueryClient();
  clearCacheOnIdentityChange(store, client, ["admin"]);
  const fill = () => {
    client.setQueryData(["enrolment", "mine"], ["someone's subscriptions"]);
    client.setQueryData(["admin", "persistent-data"], { title: "site" });
  };
  return { store, client, fill };
}

describe("clearCacheOnIdentityChange", () => {
  it("keeps the cache on the first sign-in after loading", async () => {
    const { store, client, fill } = await setup();
    fill();
    await store.acceptAuthAnswer(authAnswer({ id: 1, api_token: "t1" }));
    expect(client.getQueryData(["enrolment", "mine"])).toBeDefined();
  });

  it("forgets the previous identity's answers when acting as someone else, but keeps site data", async () => {
    const { store, client, fill } = await setup();
    await store.acceptAuthAnswer(authAnswer({ id: 1, api_token: "t1" }));
    fill();
    await store.acceptAuthAnswer(authAnswer({ id: 2, api_token: "t2" }));
    expect(client.getQueryData(["enrolment", "mine"])).toBeUndefined();
    expect(client.getQueryData(["admin", "persistent-data"])).toEqual({ title: "site" });
  });

  it("forgets them on sign-out, and not when the same person's details are refreshed", async () => {
    const { store, client, fill } = await setup();
    await store.acceptAuthAnswer(authAnswer({ id: 1, api_token: "t1" }));
    fill();
    await store.acceptAuthAnswer(authAnswer({ id: 1, api_token: "t1", firstname: "Ada B" }));
    expect(client.getQueryData(["enrolment", "mine"])).toBeDefined();
    await store.clear();
    expect(client.getQueryData(["enrolment", "mine"])).toBeUndefined();
  });
});
