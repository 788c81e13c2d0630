import type { Role } from "@tq/contract/roles";
import type { Database } from "../../src/db/client.ts";
import { contactMessages } from "../../src/db/schema/index.ts";
import type { MatrixEntries } from "../support/matrix-helpers.ts";

const DIRECTORS: readonly Role[] = ["countrydirector", "worlddirector"];

/**
 * The contact inbox's rows (issue #6): directors. The matrix's callers live in Nigeria, so each
 * message fixture is a Nigerian one.
 */
export function contactInboxMatrix(database: () => Database): MatrixEntries {
  async function message(): Promise<number> {
    const [row] = await database()
      .db.insert(contactMessages)
      .values({
        name: "Matrix Visitor",
        email: "visitor@test.example",
        country: "NG",
        subject: "Hello",
        message: "A matrix message.",
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("no message");
    return row.id;
  }
  return {
    "GET /api/contact-inbox": { access: DIRECTORS, request: () => ({ url: "/api/contact-inbox" }) },
    "POST /api/contact-inbox/:id/read": {
      access: DIRECTORS,
      request: async () => ({ url: `/api/contact-inbox/${await message()}/read` }),
    },
    "POST /api/contact-inbox/:id/answer": {
      access: DIRECTORS,
      request: async () => ({
        url: `/api/contact-inbox/${await message()}/answer`,
        payload: { text: "Thank you for writing." },
      }),
    },
    "POST /api/contact-inbox/:id/archive": {
      access: DIRECTORS,
      request: async () => ({ url: `/api/contact-inbox/${await message()}/archive`, payload: { archived: true } }),
    },
  };
}
