import { randomBytes } from "node:crypto";
import type { Database } from "../../src/db/client.ts";
import { guardianInvitations, guardianLinks } from "../../src/db/schema/index.ts";
import { hashToken } from "../../src/lib/tokens.ts";
import { issueToken } from "../../src/modules/auth/tokens-repo.ts";
import { buildUser } from "../support/helpers.ts";
import type { MatrixCaller, MatrixEntries } from "../support/matrix-helpers.ts";

/**
 * Guardians' rows of the authorization matrix (issue #5). Students manage their invitations,
 * guardians accept them, read their wards and act as them; a link is ended from either side.
 * Fixtures are written straight to the database: the caller's own invitation or link when the
 * caller's role may hold one, someone else's otherwise (refused by role before ownership).
 */
export function guardiansMatrix(database: () => Database): MatrixEntries {
  const email = () => `gm-${randomBytes(5).toString("hex")}@test.example`;
  const studentOr = async (c: MatrixCaller) =>
    c.caller === "student" ? c.user.id : (await buildUser(database(), { role: "student" })).id;
  const guardianOr = async (c: MatrixCaller) =>
    c.caller === "guardian" ? c.user.id : (await buildUser(database(), { role: "guardian" })).id;

  async function invitation(wardId: number, token = randomBytes(32).toString("base64url")) {
    const [row] = await database()
      .db.insert(guardianInvitations)
      .values({
        wardId,
        email: email(),
        tokenHash: hashToken(token),
        // Sent long enough ago to be resent.
        sentAt: new Date(Date.now() - 3600_000),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: guardianInvitations.id });
    if (!row) throw new Error("no invitation");
    return { id: row.id, token };
  }

  async function link(guardianId: number, wardId: number) {
    const [row] = await database()
      .db.insert(guardianLinks)
      .values({ guardianId, wardId })
      .returning({ id: guardianLinks.id });
    if (!row) throw new Error("no link");
    return row.id;
  }

  return {
    "GET /api/guardians/mine": { access: ["student"], request: () => ({ url: "/api/guardians/mine" }) },
    "POST /api/guardians/invitations": {
      access: ["student"],
      request: () => ({ url: "/api/guardians/invitations", payload: { email: email() } }),
    },
    "POST /api/guardians/invitations/:invitationId/resend": {
      access: ["student"],
      request: async (c) => ({ url: `/api/guardians/invitations/${(await invitation(await studentOr(c))).id}/resend` }),
    },
    "DELETE /api/guardians/invitations/:invitationId": {
      access: ["student"],
      request: async (c) => ({ url: `/api/guardians/invitations/${(await invitation(await studentOr(c))).id}` }),
    },
    "POST /api/guardians/invitations/accept": {
      access: ["guardian"],
      request: async () => {
        const ward = (await buildUser(database(), { role: "student" })).id;
        const { token } = await invitation(ward);
        return { url: "/api/guardians/invitations/accept", payload: { wardId: ward, token } };
      },
    },
    "GET /api/guardians/wards": { access: ["guardian"], request: () => ({ url: "/api/guardians/wards" }) },
    "DELETE /api/guardians/links/:linkId": {
      access: ["guardian", "student"],
      request: async (c) => {
        const ward = await studentOr(c);
        return { url: `/api/guardians/links/${await link(await guardianOr(c), ward)}` };
      },
    },
    "POST /api/guardians/wards/:wardId/act": {
      access: ["guardian"],
      request: async (c) => {
        const ward = (await buildUser(database(), { role: "student" })).id;
        await link(await guardianOr(c), ward);
        // Acting hands the guardian's session over (it is revoked): a guardian spends a fresh one.
        const token =
          c.caller === "guardian" ? await issueToken(database().db, { userId: c.user.id, ttlMs: 600_000 }) : undefined;
        return { url: `/api/guardians/wards/${ward}/act`, ...(token ? { token } : {}) };
      },
    },
  };
}
