import fs from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * Tests read the real email (with its live links) here, never from the outbox, which shows
 * link tokens masked (issue #13, ADR 0051). The app sends through its ordinary SMTP transport
 * (SMTP_URL) to this in-process server on a loopback port of its own: no code path in the app
 * exists for tests.
 */
export interface CaughtMail {
  /** Each recipient, in lower case. */
  to: string[];
  subject: string;
  text: string;
}

export interface MailCatcher {
  /** The SMTP_URL to give the app. */
  url: string;
  /** Every message caught, oldest first. */
  mails: CaughtMail[];
  /** The newest message to an address, if any. */
  latestTo(address: string): CaughtMail | undefined;
  /** Turns the next `count` messages away with a temporary failure (451), as a relay that is down would. */
  rejectNext(count: number): void;
  close(): Promise<void>;
}

/**
 * An SMTP server on 127.0.0.1 (a free port) that accepts every message. With `dir`, each
 * message is also written there as `NNNNNN.json` (a CaughtMail; written whole, then renamed),
 * for a reader in another process (the browser tests' workers).
 */
export async function startMailCatcher(opts: { dir?: string } = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  let rejecting = 0;
  if (opts.dir) fs.mkdirSync(opts.dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, done) {
      if (rejecting === 0) return done();
      rejecting -= 1;
      done(Object.assign(new Error("Try again later"), { responseCode: 451 }));
    },
    onData(stream, session, done) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: CaughtMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
          };
          mails.push(mail);
          if (opts.dir) {
            const file = path.join(opts.dir, `${String(mails.length).padStart(6, "0")}.json`);
            fs.writeFileSync(`${file}.tmp`, JSON.stringify(mail));
            fs.renameSync(`${file}.tmp`, file);
          }
          // Answered only once the message is kept: a send that succeeded can be read at once.
          done();
        })
        .catch((err: unknown) => done(err instanceof Error ? err : new Error(String(err))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    latestTo(address) {
      const a = address.toLowerCase();
      return mails.findLast((m) => m.to.includes(a));
    },
    rejectNext(count) {
      rejecting = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
