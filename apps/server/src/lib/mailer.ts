import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../db/client.ts";
import { emailOutbox } from "../db/schema/index.ts";
import { eq } from "drizzle-orm";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every email is first written to the outbox table (directors can read it in development);
 * with SMTP_URL it is also sent, and the outcome recorded on the row.
 */
export function createMailer(db: Db, opts: { smtpUrl: string | undefined; from: string }): Mailer {
  const transport: Transporter | undefined = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  return {
    async send(mail) {
      const [row] = await db
        .insert(emailOutbox)
        .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, kind: mail.kind })
        .returning({ id: emailOutbox.id });
      if (!transport || !row) return;
      try {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
        await db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, row.id));
      } catch (err) {
        await db
          .update(emailOutbox)
          .set({ error: err instanceof Error ? err.message : String(err) })
          .where(eq(emailOutbox.id, row.id));
      }
    },
  };
}
