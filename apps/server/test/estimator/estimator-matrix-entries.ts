import type { Role } from "@tq/contract/roles";
import type { MatrixEntries } from "../support/matrix-helpers.ts";

const WORLD: readonly Role[] = ["worlddirector"];

/** The estimator's rows (issue #6): the world director's. */
export function estimatorMatrix(): MatrixEntries {
  return {
    "GET /api/estimator": { access: WORLD, request: () => ({ url: "/api/estimator" }) },
    "GET /api/estimator.csv": { access: WORLD, request: () => ({ url: "/api/estimator.csv?growth=5" }) },
  };
}
