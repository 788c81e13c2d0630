/**
 * npm run create-admin -- --email you@example.org --firstname Ada --lastname Lovelace --country GB
 * Creates the first world director (or promotes an existing account). The password is read
 * from ADMIN_PASSWORD or prompted for, never taken from the command line (shell history).
 */
import { parseArgs } from "node:util";
import readline from "node:readline/promises";
import { z } from "zod";
import { CountryCode, Email, NewPassword, PersonName } from "@tq/contract/fields";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { seedIfEmpty } from "../db/seed/seed.ts";
import { audit } from "../lib/audit-repo.ts";
import { hashPassword, isCommonPassword } from "../lib/passwords.ts";
import { findUserByEmail, insertUser, updateUser } from "../modules/users/repo.ts";

const Args = z.object({ email: Email, firstname: PersonName, lastname: PersonName, country: CountryCode });

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      firstname: { type: "string" },
      lastname: { type: "string" },
      country: { type: "string" },
    },
  });
  const args = Args.safeParse(values);
  if (!args.success) {
    console.error("Usage: npm run create-admin -- --email EMAIL --firstname NAME --lastname NAME --country CC");
    console.error(args.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n"));
    process.exit(2);
  }
  const config = loadConfig(process.env, { seedDemo: false });
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await seedIfEmpty(database.db, { demo: false, mediaDir: config.mediaDir });
    const existing = await findUserByEmail(database.db, args.data.email);
    if (existing) {
      await updateUser(database.db, existing.id, { role: "worlddirector", status: "active" });
      await audit(database.db, {
        actorId: null,
        realActorId: null,
        action: "user.promoted_by_cli",
        targetType: "user",
        targetId: existing.id,
      });
      console.log(`${existing.email} is now a world director.`);
      return;
    }
    let password = process.env.ADMIN_PASSWORD ?? "";
    if (!password) {
      const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
      password = await rl.question("Password for the new world director (8–128 characters): ");
      rl.close();
    }
    const parsed = NewPassword.safeParse(password);
    if (!parsed.success || isCommonPassword(password)) {
      console.error(parsed.success ? "That password is too common." : parsed.error.issues[0]?.message);
      process.exit(2);
    }
    const user = await insertUser(database.db, {
      ...args.data,
      profession: "Other",
      role: "worlddirector",
      passwordHash: await hashPassword(password),
    });
    await audit(database.db, {
      actorId: null,
      realActorId: null,
      action: "user.created_by_cli",
      targetType: "user",
      targetId: user.id,
    });
    console.log(`Created world director ${user.email}.`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
