import { randomBytes } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { courseStaff } from "../../src/db/schema/index.ts";
import { buildCourseTree } from "../catalog/catalog-factory.ts";
import { bearer, buildUser, createTestApp, signIn, type TestApp } from "../support/helpers.ts";

/** Everyone an authoring test needs, signed in, and one course tree owned by `owner` with `assistant` on it. */
export async function authoringWorld() {
  const t = await createTestApp();
  const people = {
    owner: await buildUser(t.database, { role: "teacher" }),
    otherTeacher: await buildUser(t.database, { role: "teacher" }),
    assistant: await buildUser(t.database, { role: "teachingassistant" }),
    otherAssistant: await buildUser(t.database, { role: "teachingassistant" }),
    tutor: await buildUser(t.database, { role: "teacher" }),
    student: await buildUser(t.database, { role: "student" }),
    country: await buildUser(t.database, { role: "countrydirector" }),
    world: await buildUser(t.database, { role: "worlddirector" }),
  };
  const tree = await buildCourseTree(t.database, { ownerId: people.owner.id });
  await t.database.db.insert(courseStaff).values([
    { courseId: tree.course.id, userId: people.assistant.id, role: "assistant" },
    { courseId: tree.course.id, userId: people.tutor.id, role: "tutor" },
  ]);
  const tokens = {} as Record<keyof typeof people, string>;
  for (const [name, user] of Object.entries(people)) tokens[name as Who] = await signIn(t.app, user.email);
  return { t, people, tree, tokens, call: caller(t, tokens) };
}

export type Who = "owner" | "otherTeacher" | "assistant" | "otherAssistant" | "tutor" | "student" | "country" | "world";

/** `call("PATCH", url, "owner", body)`: one API call as one of the people (or anonymous). */
export function caller(t: TestApp, tokens: Record<Who, string>) {
  return (
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    who: Who | null,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: who ? bearer(tokens[who]) : {},
      ...(payload === undefined ? {} : { payload }),
    });
}

/** A multipart/form-data body with one file, as a browser sends it. */
export function multipart(file: Buffer, filename: string, type: string) {
  const boundary = `----tq${randomBytes(8).toString("hex")}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** A real PNG of the given size (a gradient, so it does not compress to nothing). */
export async function pngOf(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const p = i / 3;
    raw[i] = p % 256;
    raw[i + 1] = Math.floor(p / width) % 256;
    raw[i + 2] = 128;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
