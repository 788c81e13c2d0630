import { expect, test, type APIRequestContext } from "@playwright/test";
import { tutorialHref, tutorialPlace } from "@tq/contract/tutorial-href";
import { XSS_PAYLOADS } from "../../../server/test/support/fixtures/xss-payloads.ts";
import { DEMO_PASSWORD } from "./support.ts";

/**
 * The XSS corpus (issue #3): every payload is stored through the authoring API as tutorial
 * text, published as a free preview, and read by a visitor in Chromium. The reading page is
 * server-rendered, so a surviving <script> would run on load. Nothing may run: no dialog, no
 * request to the payloads' hosts, no marker, and no event-handler attribute or script URL in
 * the page.
 */

const COURSE = { id: 1, title: "Mathematics Foundations" };
const SUBJECT = { id: 1, title: "Algebra" };
const PER_TUTORIAL = 20;

async function teacherToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/auth/login", {
    data: { email: "teacher@example.com", password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { api_token: string };
  return body.api_token;
}

test("no payload of the XSS corpus runs when stored through the API and read in Chromium", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
  const token = await teacherToken(request);
  const headers = { authorization: `Bearer ${token}` };

  const chapterRes = await request.post(`/api/authoring/subjects/${SUBJECT.id}/chapters`, {
    headers,
    data: { title: "XSS corpus" },
  });
  expect(chapterRes.status()).toBe(201);
  const chapter = (await chapterRes.json()) as { id: number };

  // Payloads in groups, each inside its own block, with a marker a payload would have to break.
  const groups: string[][] = [];
  for (let i = 0; i < XSS_PAYLOADS.length; i += PER_TUTORIAL) groups.push(XSS_PAYLOADS.slice(i, i + PER_TUTORIAL));
  const pages: string[] = [];
  for (const [n, group] of groups.entries()) {
    const created = await request.post(`/api/authoring/chapters/${chapter.id}/tutorials`, {
      headers,
      data: { topic: `XSS corpus ${n + 1}`, freePreview: true, difficulty: 1 },
    });
    expect(created.status()).toBe(201);
    const t = (await created.json()) as { id: number; revision: number; levelId: number | null; index: number };
    const bodyHtml = group.map((p, i) => `<div><p>payload ${n * PER_TUTORIAL + i}</p>${p}</div>`).join("\n");
    const saved = await request.patch(`/api/authoring/tutorials/${t.id}`, {
      headers,
      data: { bodyHtml, baseRevision: t.revision, status: "published" },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    pages.push(tutorialHref({ ...t, difficulty: 1 }, tutorialPlace(COURSE, SUBJECT)));
  }

  const ran: string[] = [];
  page.on("dialog", (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.route(/xss\.example|evil\.|attacker/, (route) => {
    ran.push(`request: ${route.request().url()}`);
    void route.abort();
  });
  await page.addInitScript(() => {
    // A payload that evaluates anything trips one of these.
    for (const name of ["alert", "confirm", "prompt", "print"] as const) {
      Object.defineProperty(window, name, {
        value: () => {
          (window as unknown as { __xss: boolean }).__xss = true;
        },
      });
    }
  });

  for (const href of pages) {
    await page.goto(href);
    const body = page.getByTestId("tutorial-body");
    await expect(body).toBeVisible();
    // Hover and click everything in the text, as a curious reader would.
    const count = await body.locator("*").count();
    for (let i = 0; i < Math.min(count, 400); i += 1) {
      await body
        .locator("*")
        .nth(i)
        .dispatchEvent("mouseover")
        .catch(() => undefined);
    }
    const found = await page.evaluate(() => {
      const root = document.querySelector('[data-testid="tutorial-body"]');
      const problems: string[] = [];
      if ((window as unknown as { __xss?: boolean }).__xss) problems.push("a payload called a dialog function");
      if (!root) return ["no tutorial body"];
      for (const el of Array.from(root.querySelectorAll("*"))) {
        const tag = el.tagName.toLowerCase();
        if (["script", "iframe", "object", "embed", "base", "form", "style", "link", "meta"].includes(tag)) {
          problems.push(`element <${tag}>`);
        }
        for (const attr of Array.from(el.attributes)) {
          if (/^on/i.test(attr.name)) problems.push(`${tag}[${attr.name}]`);
          if (
            /^(href|src|xlink:href|action|formaction|srcdoc)$/i.test(attr.name) &&
            /^\s*(javascript|vbscript|data):/i.test(attr.value)
          ) {
            problems.push(`${tag}[${attr.name}=${attr.value.slice(0, 40)}]`);
          }
        }
      }
      return problems;
    });
    expect(found, `in ${href}`).toEqual([]);
  }
  expect(ran).toEqual([]);
});
