import { PersistentData } from "@tq/contract/site";
import { loadFrom, type ServerSide } from "./server-api.server.ts";
import { SITE_PATHS } from "./site-api.ts";

/**
 * The root loader's site data, read through the contract's schema on the server. A server module
 * of its own: the route module's import of the schema stayed in the browser's build after its
 * loader was removed, and brought zod with it (issue #16, ADR 0099).
 */
export function loadPersistentData(side: ServerSide): Promise<PersistentData> {
  return loadFrom(side, "GET", SITE_PATHS.persistentData, PersistentData);
}
