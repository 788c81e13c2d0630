import { STAFF_ROLES, type Role } from "@tq/contract/roles";

interface MatrixFixture {
  url: string;
  payload?: unknown;
}
type Entries = Record<string, { access: readonly Role[]; request(): MatrixFixture }>;

/** The marking-scheme routes' rows of the authorization matrix (policies/authorization-matrix.test.ts). */
export function quizSchemeMatrix(): Entries {
  return {
    // Staff only; the tester touches no stored object, so every staff member may use it.
    "POST /api/quizzes/schemes/test": {
      access: STAFF_ROLES,
      request: () => ({
        url: "/api/quizzes/schemes/test",
        payload: { rules: "2: photosynth*\n-1: respiration", maxMarks: 2, answer: "Photosynthesis makes sugar." },
      }),
    },
  };
}
