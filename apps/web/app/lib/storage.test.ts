import { describe, expect, it, vi } from "vitest";
import {
  browserDrivers,
  createFallbackStorage,
  localStorageDriver,
  memoryDriver,
  secureDriver,
  STORAGE_KEYS,
  type SecureStorageBridge,
  type StorageDriver,
} from "./storage.ts";

function failing(name: string): StorageDriver & { calls: number } {
  const driver = {
    name,
    calls: 0,
    getItem: async () => {
      driver.calls += 1;
      throw new Error(`${name} unavailable`);
    },
    setItem: async () => {
      driver.calls += 1;
      throw new Error(`${name} unavailable`);
    },
    removeItem: async () => {
      driver.calls += 1;
      throw new Error(`${name} unavailable`);
    },
  };
  return driver;
}

function named(name: string): StorageDriver {
  return { ...memoryDriver(), name };
}

function fakeBridge(): SecureStorageBridge & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get: async ({ key }) => {
      const value = values.get(key);
      if (value === undefined) throw new Error("Item with given key does not exist");
      return { value };
    },
    set: async ({ key, value }) => {
      values.set(key, value);
    },
    remove: async ({ key }) => {
      values.delete(key);
    },
    keys: async () => ({ value: [...values.keys()] }),
  };
}

describe("storage keys", () => {
  it("uses the spec's three keys", () => {
    expect(STORAGE_KEYS).toEqual({ token: "token", user: "user", adminUser: "adminuser" });
  });
});

describe("createFallbackStorage", () => {
  it("uses the first driver when it works", async () => {
    const first = named("secure");
    const store = createFallbackStorage([first, named("indexeddb"), named("localstorage")]);
    await store.setItem("token", "abc");
    expect(store.driverName()).toBe("secure");
    expect(await first.getItem("token")).toBe("abc");
  });

  it("falls back to the next driver when one throws, and stays there", async () => {
    const broken = failing("indexeddb");
    const local = named("localstorage");
    const store = createFallbackStorage([broken, local]);
    await store.setItem("token", "abc");
    expect(await local.getItem("token")).toBe("abc");
    expect(store.driverName()).toBe("localstorage");
    expect(await store.getItem("token")).toBe("abc");
    // Dropped after the first failure: not asked again on later calls.
    expect(broken.calls).toBe(1);
  });

  it("goes secure → IndexedDB → localStorage in order as each fails", async () => {
    const store = createFallbackStorage([failing("secure"), failing("indexeddb"), named("localstorage")]);
    await store.setItem("user", "{}");
    expect(store.driverName()).toBe("localstorage");
  });

  it("concurrent reads failing on IndexedDB all come back from localStorage (not memory)", async () => {
    const indexedDb = failing("indexeddb");
    const values = new Map([
      ["token", "stored-token"],
      ["user", '{"firstname":"Ada"}'],
      ["adminuser", '{"token":"admin"}'],
    ]);
    const local = localStorageDriver(() => ({ getItem: (key: string) => values.get(key) ?? null }) as Storage);
    const store = createFallbackStorage([indexedDb, local]);
    // session.load reads all three keys at once: each read fails on IndexedDB before any moves on.
    const results = await Promise.allSettled([
      store.getItem(STORAGE_KEYS.token),
      store.getItem(STORAGE_KEYS.user),
      store.getItem(STORAGE_KEYS.adminUser),
    ]);
    expect(results).toEqual([
      { status: "fulfilled", value: "stored-token" },
      { status: "fulfilled", value: '{"firstname":"Ada"}' },
      { status: "fulfilled", value: '{"token":"admin"}' },
    ]);
    expect(store.driverName()).toBe("localstorage");
    expect(indexedDb.calls).toBe(3);
  });

  it("concurrent calls never skip a working driver, even past several failing ones", async () => {
    const local = named("localstorage");
    const store = createFallbackStorage([failing("secure"), failing("indexeddb"), local]);
    await Promise.all(Array.from({ length: 5 }, (_, i) => store.setItem("user", `v${i}`)));
    expect(store.driverName()).toBe("localstorage");
    expect(await local.getItem("user")).toMatch(/^v\d$/);
  });

  it("keeps working in memory when every real driver fails (private mode)", async () => {
    const store = createFallbackStorage([failing("indexeddb"), failing("localstorage")]);
    await store.setItem("token", "abc");
    expect(store.driverName()).toBe("memory");
    expect(await store.getItem("token")).toBe("abc");
  });
});

describe("browserDrivers", () => {
  it("puts a native secure-storage bridge first, then IndexedDB, then localStorage", () => {
    const win = { Capacitor: { Plugins: { SecureStoragePlugin: fakeBridge() } }, indexedDB: {}, localStorage: {} };
    expect(browserDrivers(win).map((d) => d.name)).toEqual(["secure", "indexeddb", "localstorage"]);
  });

  it("skips secure storage when no bridge exists", () => {
    expect(browserDrivers({ indexedDB: {}, localStorage: {} }).map((d) => d.name)).toEqual([
      "indexeddb",
      "localstorage",
    ]);
  });

  it("skips IndexedDB where the browser has none", () => {
    expect(browserDrivers({ localStorage: {} }).map((d) => d.name)).toEqual(["localstorage"]);
  });

  it("falls back to memory when window.localStorage itself throws on access", async () => {
    const win = {
      get localStorage(): Storage {
        throw new DOMException("denied", "SecurityError");
      },
    };
    const store = createFallbackStorage(browserDrivers(win));
    await store.setItem("token", "abc");
    expect(store.driverName()).toBe("memory");
  });
});

describe("secureDriver", () => {
  it("answers null for a missing key instead of failing over", async () => {
    const bridge = fakeBridge();
    const store = createFallbackStorage([secureDriver(bridge), named("indexeddb")]);
    expect(await store.getItem("token")).toBeNull();
    expect(store.driverName()).toBe("secure");
    await store.setItem("token", "abc");
    expect(bridge.values.get("token")).toBe("abc");
    await store.removeItem("token");
    expect(bridge.values.has("token")).toBe(false);
  });

  it("fails over when the bridge itself breaks", async () => {
    const bridge = fakeBridge();
    bridge.keys = vi.fn(async () => {
      throw new Error("bridge gone");
    });
    const store = createFallbackStorage([secureDriver(bridge), named("indexeddb")]);
    expect(await store.getItem("token")).toBeNull();
    expect(store.driverName()).toBe("indexeddb");
  });
});
