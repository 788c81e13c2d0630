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
  /**
   * Many emails at once (a report's publication: one per student and guardian): the outbox rows
   * are written together and the answer does not wait for SMTP, which sends in the background.
   */
  sendMany(mails: readonly Mail[]): Promise<void>;
}

/** Outbox rows per INSERT: 4 parameters a row stays far below PostgreSQL's 65,535 (a 1,000-student class is one). */
const OUTBOX_BATCH = 5_000;
/** SMTP conversations at once for `sendMany`: enough to drain a class quickly without flooding the relay. */
const SMTP_CONCURRENCY = 4;

/**
 * Every email is first written to the outbox table (directors can read it in development);
 * with SMTP_URL it is also sent, and the outcome recorded on the row.
 */
export function createMailer(db: Db, opts: { smtpUrl: string | undefined; from: string }): Mailer {
  const transport: Transporter | undefined = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;

  /** Sends one outbox row and records the outcome on it. */
  async function deliver(tx: Transporter, id: number, mail: Mail): Promise<void> {
    try {
      await tx.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
      await db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, id));
    } catch (err) {
      await db
        .update(emailOutbox)
        .set({ error: err instanceof Error ? err.message : String(err) })
        .where(eq(emailOutbox.id, id));
    }
  }

  return {
    async send(mail) {
      const [row] = await db
        .insert(emailOutbox)
        .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, kind: mail.kind })
        .returning({ id: emailOutbox.id });
      if (!transport || !row) return;
      await deliver(transport, row.id, mail);
    },

    async sendMany(mails) {
      const queued: { id: number; mail: Mail }[] = [];
      for (let i = 0; i < mails.length; i += OUTBOX_BATCH) {
        const slice = mails.slice(i, i + OUTBOX_BATCH);
        const rows = await db
          .insert(emailOutbox)
          .values(slice.map((m) => ({ toAddress: m.to, subject: m.subject, textBody: m.text, kind: m.kind })))
          .returning({
            id: emailOutbox.id,
            to: emailOutbox.toAddress,
            subject: emailOutbox.subject,
            text: emailOutbox.textBody,
            kind: emailOutbox.kind,
          });
        // Each row brings its own message back: no reliance on RETURNING's order.
        for (const { id, ...mail } of rows) queued.push({ id, mail });
      }
      if (!transport || queued.length === 0) return;
      const smtp = transport;
      // Background workers: the caller's request is answered while they drain the queue. A row
      // left unsent by a crash keeps sent_at and error null in the outbox (ADR 0030).
      const worker = async () => {
        for (let next = queued.shift(); next; next = queued.shift()) {
          // A failure after the database closed (shutdown) has nowhere to be recorded.
          await deliver(smtp, next.id, next.mail).catch(() => {});
        }
      };
      // Counted first: each worker takes its first message synchronously, shrinking the queue.
      const workers = Math.min(SMTP_CONCURRENCY, queued.length);
      for (let w = 0; w < workers; w += 1) void worker();
    },
  };
}
