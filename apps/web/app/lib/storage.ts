import { createStore, del, get, set, type UseStore } from "idb-keyval";

/** The spec's three storage keys (spec §9): one place names them. */
export const STORAGE_KEYS = {
  token: "token",
  user: "user",
  adminUser: "adminuser",
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** One place that can hold strings; any method may throw (private mode, quota, missing bridge). */
export interface StorageDriver {
  readonly name: string;
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

export interface KeyValueStore {
  getItem(key: StorageKey): Promise<string | null>;
  setItem(key: StorageKey, value: string): Promise<void>;
  removeItem(key: StorageKey): Promise<void>;
  /** Name of the driver currently in use (for diagnostics and tests). */
  driverName(): string;
}

/** Last resort so the app still works for this tab when every real driver fails. */
export function memoryDriver(): StorageDriver {
  const values = new Map<string, string>();
  return {
    name: "memory",
    getItem: async (key) => values.get(key) ?? null,
    setItem: async (key, value) => {
      values.set(key, value);
    },
    removeItem: async (key) => {
      values.delete(key);
    },
  };
}

/**
 * Uses the first driver that works, in the given order. A driver that throws is dropped for
 * the rest of the session (private mode makes IndexedDB fail on every call, not once), and the
 * same operation is retried on the next driver.
 */
export function createFallbackStorage(drivers: readonly StorageDriver[]): KeyValueStore {
  const chain = [...drivers, memoryDriver()];
  let current = 0;

  async function run<T>(op: (driver: StorageDriver) => Promise<T>): Promise<T> {
    // Each attempt remembers the driver it used: concurrent calls failing on the same driver
    // must move the shared index past that driver only, never one step each (which would skip
    // working drivers and make the last call reject).
    let i = current;
    for (;;) {
      const driver = chain[i];
      if (!driver) throw new Error("No storage driver left");
      try {
        return await op(driver);
      } catch (error) {
        if (i >= chain.length - 1) throw error;
        current = Math.max(current, i + 1);
        i = current;
      }
    }
  }

  return {
    getItem: (key) => run((d) => d.getItem(key)),
    setItem: (key, value) => run((d) => d.setItem(key, value)),
    removeItem: (key) => run((d) => d.removeItem(key)),
    driverName: () => chain[current]?.name ?? "none",
  };
}

/** The shape of a native secure-storage bridge (capacitor-secure-storage-plugin's API). */
export interface SecureStorageBridge {
  get(options: { key: string }): Promise<{ value: string | null }>;
  set(options: { key: string; value: string }): Promise<unknown>;
  remove(options: { key: string }): Promise<unknown>;
  keys?(): Promise<{ value: string[] }>;
}

interface BridgeHost {
  Capacitor?: { Plugins?: { SecureStoragePlugin?: SecureStorageBridge } };
  SecureStoragePlugin?: SecureStorageBridge;
}

export function findSecureBridge(host: object): SecureStorageBridge | null {
  const h = host as BridgeHost;
  return h.Capacitor?.Plugins?.SecureStoragePlugin ?? h.SecureStoragePlugin ?? null;
}

export function secureDriver(bridge: SecureStorageBridge): StorageDriver {
  return {
    name: "secure",
    async getItem(key) {
      // The plugin rejects for a missing key; asking for the key list first keeps a missing
      // value from looking like a broken driver.
      if (bridge.keys) {
        const { value: keys } = await bridge.keys();
        if (!keys.includes(key)) return null;
      }
      const { value } = await bridge.get({ key });
      return value ?? null;
    },
    async setItem(key, value) {
      await bridge.set({ key, value });
    },
    async removeItem(key) {
      if (bridge.keys) {
        const { value: keys } = await bridge.keys();
        if (!keys.includes(key)) return;
      }
      await bridge.remove({ key });
    },
  };
}

export function indexedDbDriver(): StorageDriver {
  // Opened on first use: opening at import time would reject unobserved in private mode.
  let store: UseStore | undefined;
  const db = () => (store ??= createStore("tutorials-and-quizzes", "session"));
  return {
    name: "indexeddb",
    getItem: async (key) => (await get<string>(key, db())) ?? null,
    setItem: (key, value) => set(key, value, db()),
    removeItem: (key) => del(key, db()),
  };
}

export function localStorageDriver(storage: () => Storage): StorageDriver {
  return {
    name: "localstorage",
    getItem: async (key) => storage().getItem(key),
    setItem: async (key, value) => storage().setItem(key, value),
    removeItem: async (key) => storage().removeItem(key),
  };
}

interface BrowserLike {
  indexedDB?: unknown;
  localStorage?: unknown;
}

/** The spec's driver order (spec §9): secure storage → IndexedDB → localStorage. */
export function browserDrivers(win: object): StorageDriver[] {
  const drivers: StorageDriver[] = [];
  const bridge = findSecureBridge(win);
  if (bridge) drivers.push(secureDriver(bridge));
  const w = win as BrowserLike;
  if (w.indexedDB) drivers.push(indexedDbDriver());
  // Reading window.localStorage itself throws in some sandboxed iframes, hence the getter.
  drivers.push(localStorageDriver(() => (win as { localStorage: Storage }).localStorage));
  return drivers;
}

let browserStore: KeyValueStore | undefined;

/** The app's store; on the server (no window) it is memory-only and never shared. */
export function appStorage(): KeyValueStore {
  if (typeof window === "undefined") return createFallbackStorage([]);
  return (browserStore ??= createFallbackStorage(browserDrivers(window)));
}
