import type { Role } from "@tq/contract/roles";
import type { MatrixEntries } from "../support/matrix-helpers.ts";

const WORLD: readonly Role[] = ["worlddirector"];

/** View Log's rows (issue #6): the world director's. */
export function activityLogMatrix(): MatrixEntries {
  return {
    "GET /api/activity-log": { access: WORLD, request: () => ({ url: "/api/activity-log?action=auth.*" }) },
    "GET /api/activity-log/choices": { access: WORLD, request: () => ({ url: "/api/activity-log/choices" }) },
    "GET /api/activity-log.csv": { access: WORLD, request: () => ({ url: "/api/activity-log.csv" }) },
  };
}
