import { eq } from "drizzle-orm";
import { sanitizeHtml } from "../../content/sanitize.ts";
import type { Db } from "../client.ts";
import { countries, exchangeRateHistory, folderPages } from "../schema/index.ts";

const DAY = 24 * 60 * 60 * 1000;

/** Two published folder pages and a draft, as the world director would write them in General Settings. */
const PAGES = [
  {
    title: "Exam season timetable",
    published: true,
    html: `<h2>Exam season 2027</h2>
<p>Mock examinations run in the first two weeks of May. Chapter quizzes stay open throughout.</p>
<ul><li>Mathematics: 3 and 4 May</li><li>Physics: 6 May</li><li>Chemistry: 10 May</li></ul>
<p>Ask your tutor in the classroom if a date clashes with your school's calendar.</p>`,
  },
  {
    title: "How subscriptions work",
    published: true,
    html: `<p>A subscription opens every tutorial and quiz of one course for the months shown on the course's page.</p>
<p>Prices are shown in your country's currency. You can renew before or after a subscription ends; the new period starts when the current one ends.</p>`,
  },
  { title: "Holiday opening hours (draft)", published: false, html: "<p>To be confirmed.</p>" },
];

/** Rate changes the demo countries went through, oldest first, ending at today's seeded rate. */
const RATE_STEPS: Record<string, string[]> = {
  NG: ["1480", "1515.5", "1550"],
  KE: ["132", "130.75", "129.5"],
  GH: ["14.1", "15.2"],
};

/** Demo folder pages and rate history (the world director's, as if made in the last months). */
export async function seedDemoSitePages(db: Db, worldDirectorId: number | undefined): Promise<void> {
  const by = worldDirectorId ?? null;
  await db.insert(folderPages).values(PAGES.map((p) => ({ ...p, html: sanitizeHtml(p.html), createdBy: by })));
  const now = Date.now();
  for (const [code, steps] of Object.entries(RATE_STEPS)) {
    const [country] = await db.select().from(countries).where(eq(countries.code, code)).limit(1);
    if (!country) continue;
    for (let i = 1; i < steps.length; i++) {
      await db.insert(exchangeRateHistory).values({
        country: code,
        oldRate: steps[i - 1] as string,
        newRate: steps[i] as string,
        changedBy: by,
        changedAt: new Date(now - (steps.length - i) * 30 * DAY),
      });
    }
  }
}
