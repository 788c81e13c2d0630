import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { emailOutbox } from "../src/db/schema/index.ts";
import type { Database } from "../src/db/client.ts";
import { bearer } from "./helpers.ts";

/** The secret of the newest invitation link mailed to an address (the #invite= fragment). */
export async function invitationTokenSentTo(database: Database, to: string): Promise<{ url: string; token: string }> {
  const [mail] = await database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const m = /(\S+\/addguardian\/\S+)#invite=([\w-]+)/.exec(mail?.text ?? "");
  if (!m?.[1] || !m[2]) throw new Error(`no invitation mailed to ${to}`);
  return { url: m[1], token: m[2] };
}

/** A student invites `email` and the guardian signed in with `guardianToken` accepts: linked. */
export async function linkThroughApi(
  app: FastifyInstance,
  database: Database,
  p: { studentToken: string; studentId: number; guardianToken: string; guardianEmail: string },
): Promise<void> {
  const sent = await app.inject({
    method: "POST",
    url: "/api/guardians/invitations",
    headers: bearer(p.studentToken),
    payload: { email: p.guardianEmail },
  });
  if (sent.statusCode !== 200) throw new Error(`invite: ${sent.statusCode} ${sent.body}`);
  const { token } = await invitationTokenSentTo(database, p.guardianEmail);
  const ok = await app.inject({
    method: "POST",
    url: "/api/guardians/invitations/accept",
    headers: bearer(p.guardianToken),
    payload: { wardId: p.studentId, token },
  });
  if (ok.statusCode !== 200) throw new Error(`accept: ${ok.statusCode} ${ok.body}`);
}
