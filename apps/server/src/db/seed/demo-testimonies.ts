import { inArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import { testimonies, users } from "../schema/index.ts";

const DAY = 24 * 60 * 60 * 1000;

/** Four approved testimonies and one waiting for the world director (student@ has none: the demo lets them write one). */
const DEMO = [
  {
    email: "kofi@example.com",
    text: "The chapter quizzes showed me exactly what I had not understood. My mock exam result went from 48 to 71.",
    rating: 5,
    status: "approved",
  },
  {
    email: "wanjiru@example.com",
    text: "I study on my phone on the bus. The tutorials are short, the equations are clear, and my tutor answers my questions the same day.",
    rating: 5,
    status: "approved",
  },
  {
    email: "oliver@example.com",
    text: "The diagrams in the physics tutorials finally made vectors make sense to me.",
    rating: 4,
    status: "approved",
  },
  {
    email: "guardian@example.com",
    text: "As a parent I can see my daughter's progress and her published reports without asking her for screenshots.",
    rating: null,
    status: "approved",
  },
  {
    email: "yuki@example.com",
    text: "Good courses. I would like more practice questions in the last chapters.",
    rating: 4,
    status: "pending",
  },
] as const;

/** The demo testimonies, as if written over the past weeks and approved by the world director. */
export async function seedDemoTestimonies(db: Db, worldDirectorId: number | undefined): Promise<void> {
  const emails = DEMO.map((d) => d.email);
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = new Map(rows.map((r) => [r.email, r.id]));
  const now = Date.now();
  for (const [i, d] of DEMO.entries()) {
    const userId = idOf.get(d.email);
    if (userId === undefined) continue;
    const written = new Date(now - (30 - i * 4) * DAY);
    const approved = d.status === "approved";
    await db.insert(testimonies).values({
      userId,
      text: d.text,
      rating: d.rating,
      status: d.status,
      createdAt: written,
      updatedAt: written,
      decidedBy: approved ? (worldDirectorId ?? null) : null,
      decidedAt: approved ? new Date(written.getTime() + 2 * DAY) : null,
    });
  }
}
