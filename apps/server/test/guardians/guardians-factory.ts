import type { FastifyInstance } from "fastify";
import { bearer } from "../support/helpers.ts";
import type { MailCatcher } from "../support/mail-catcher.ts";

/** The secret of the newest invitation link mailed to an address (the #invite= fragment), as delivered. */
export function invitationTokenSentTo(mail: MailCatcher, to: string): { url: string; token: string } {
  const m = /(\S+\/addguardian\/\S+)#invite=([\w-]+)/.exec(mail.latestTo(to)?.text ?? "");
  if (!m?.[1] || !m[2]) throw new Error(`no invitation mailed to ${to}`);
  return { url: m[1], token: m[2] };
}

/** A student invites `email` and the guardian signed in with `guardianToken` accepts: linked. */
export async function linkThroughApi(
  app: FastifyInstance,
  mail: MailCatcher,
  p: { studentToken: string; studentId: number; guardianToken: string; guardianEmail: string },
): Promise<void> {
  const sent = await app.inject({
    method: "POST",
    url: "/api/guardians/invitations",
    headers: bearer(p.studentToken),
    payload: { email: p.guardianEmail },
  });
  if (sent.statusCode !== 200) throw new Error(`invite: ${sent.statusCode} ${sent.body}`);
  const { token } = invitationTokenSentTo(mail, p.guardianEmail);
  const ok = await app.inject({
    method: "POST",
    url: "/api/guardians/invitations/accept",
    headers: bearer(p.guardianToken),
    payload: { wardId: p.studentId, token },
  });
  if (ok.statusCode !== 200) throw new Error(`accept: ${ok.statusCode} ${ok.body}`);
}
