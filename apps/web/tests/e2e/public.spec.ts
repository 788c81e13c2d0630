import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectedMenu, readMenu } from "./support.ts";

test("the home page's HTML holds the courses, in display order and the visitor's currency, before any JavaScript", async ({
  request,
}) => {
  const res = await request.get("/home", { headers: { "accept-language": "en-GB,en;q=0.8" } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  const titles = [
    "Mathematics Foundations",
    "Physics for Secondary School",
    "Chemistry Essentials",
    "English Language &amp; Literature",
    "Computer Science with Python",
  ];
  const positions = titles.map((t) => html.indexOf(t));
  expect(positions.every((p) => p > 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  expect(html).toContain("£38.71"); // 49.00 USD at 0.79
});

test("a visitor sees the public menu and is sent to login from a guarded route", async ({ page }) => {
  await page.goto("/home");
  expect(await readMenu(page)).toEqual(expectedMenu("AppPages"));
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\/one/);
  await expect(page.getByTestId("login-form")).toBeVisible();
  // Exactly one entry is marked current: Login, not Sign Up (both live under /login/).
  const current = page.getByTestId("side-menu").locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText("Login");
});

test("Log in and Sign Up are two links: each shows its form after a click as after a reload, and back leaves sign-in", async ({
  page,
}) => {
  await page.goto("/home");
  await page.getByRole("link", { name: "Log in" }).first().click();
  await expect(page).toHaveURL(/\/login\/one/);
  const switcher = page.getByRole("navigation", { name: "Log in or sign up" });
  await expect(switcher.getByRole("link", { name: "Login" })).toHaveAttribute("aria-current", "page");
  await switcher.getByRole("link", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/login\/two/);
  await expect(page.getByTestId("register-form")).toBeVisible();
  await expect(switcher.getByRole("link", { name: "Sign Up" })).toHaveAttribute("aria-current", "page");
  await page.reload();
  await expect(page.getByTestId("register-form")).toBeVisible();
  await expect(switcher.getByRole("link", { name: "Sign Up" })).toHaveAttribute("aria-current", "page");
  await switcher.getByRole("link", { name: "Login" }).click();
  await expect(page.getByTestId("login-form")).toBeVisible();
  // An empty submit: the check (loaded on demand) marks the email and takes focus there.
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByLabel("Email")).toBeFocused();
  await expect(page.getByText("Enter your email address.")).toBeVisible();
  // Switching replaced the entry, as a tab does: back returns to where sign-in was opened from.
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
});

test("an unknown address shows the not-found page with status 404", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("pages allow their own inline scripts by hash (no nonce), a cached page's the same", async ({ request }) => {
  for (const path of ["/login/one", "/home", "/home"]) {
    const res = await request.get(path);
    const headers = res.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc).not.toMatch(/unsafe-inline|nonce-/);
    const html = await res.text();
    expect(html).not.toContain("nonce=");
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (m) => !/\bsrc=/.test(m[1] ?? ""),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , text = ""] of inline)
      expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  }
});

test("the page runs without a single CSP violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.goto("/home");
  await page.getByRole("link", { name: "Login" }).first().click();
  await expect(page.getByTestId("login-form")).toBeVisible();
  expect(violations).toEqual([]);
});

/**
 * Issue #16: a phone's first load of the pages a student opens first, within the budget:
 * 150 KB of compressed script, 25 requests (bench/phone.ts prints the figures beside the targets;
 * 143.6–146 KB since ADR 0100). A change that makes one heavier fails here. Data-saver on: nothing is
 * prefetched, as the specification says.
 */
const FIRST_LOAD_JS_CEILING_KB = 150;
const FIRST_LOAD_REQUESTS_CEILING = 25;
/** The demo's first free preview (course 1, Algebra's first tutorial), as the course page links it. */
const FREE_PREVIEW = "/tutorialview/1/1/1/1/1/Mathematics%20Foundations/Algebra/1";

for (const pagePath of ["/home", "/coursedetail/1", FREE_PREVIEW, "/login/one"]) {
  test(`the first load of ${pagePath} stays within its script and request budget, its HTML compressed`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    await context.addInitScript(`Object.defineProperty(navigator, "connection", {
      get: () => ({ saveData: true, effectiveType: "4g", addEventListener() {}, removeEventListener() {} }),
    });`);
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    let requests = 0;
    page.on("requestfinished", (request) => {
      requests += 1;
      if (/\.m?js(\?|$)/.test(request.url())) scripts.push(request.sizes().then((s) => s.responseBodySize));
    });
    const res = await page.goto(pagePath, { waitUntil: "networkidle" });
    expect(res?.status()).toBe(200);
    expect(res?.headers()["content-encoding"]).toBe("br");
    expect(await page.evaluate("navigator.connection?.saveData")).toBe(true);
    const jsKb = (await Promise.all(scripts)).reduce((a, b) => a + b, 0) / 1024;
    expect(scripts.length).toBeGreaterThan(0);
    expect(jsKb, `${jsKb.toFixed(1)} KB of compressed JS`).toBeLessThanOrEqual(FIRST_LOAD_JS_CEILING_KB);
    expect(requests).toBeLessThanOrEqual(FIRST_LOAD_REQUESTS_CEILING);
    await context.close();
  });
}
