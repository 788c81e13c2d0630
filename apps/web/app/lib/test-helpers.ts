import type { AuthAnswer } from "@tq/contract/auth";
import { createFallbackStorage, memoryDriver, type KeyValueStore } from "./storage.ts";

/** A user answer as the server sends it; override what a test cares about. */
export function authAnswer(overrides: Partial<AuthAnswer> = {}): AuthAnswer {
  return {
    id: 7,
    firstname: "Ada",
    lastname: "Lovelace",
    email: "ada@example.com",
    profession: "Student",
    country: "GB",
    role: "student",
    originalId: 0,
    api_token: "token-ada",
    ...overrides,
  };
}

export function memoryStore(): KeyValueStore {
  return createFallbackStorage([memoryDriver()]);
}
