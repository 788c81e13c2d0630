import AxeBuilder from "@axe-core/playwright";
import { expect, type CDPSession, type Locator, type Page } from "@playwright/test";

/**
 * The accessibility sweep's machinery (issue #17): axe-core with the WCAG 2.1 A/AA rules, run on
 * a screen as it stands, in the variants the issue names. What fails is only the serious and
 * critical findings; each is written down as "rule · screen [variant] · element" so a failure
 * reads as a to-do list.
 */

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

export type Variant = "light 1280" | "dark 375" | "dark 1280" | "light 375";

const VIEWPORT: Record<Variant, { width: number; height: number }> = {
  "light 1280": { width: 1280, height: 800 },
  "light 375": { width: 375, height: 740 },
  "dark 1280": { width: 1280, height: 800 },
  "dark 375": { width: 375, height: 740 },
};

/** What one sweep found: one line per rule, screen, variant and element. */
export class Findings {
  readonly lines: string[] = [];
  scans = 0;
  scanMs = 0;
  private readonly seen = new Set<string>();

  add(line: string): void {
    if (this.seen.has(line)) return;
    this.seen.add(line);
    this.lines.push(line);
  }

  /** Fails the test with every finding (not only the first), so one run lists the whole work. */
  expectNone(): void {
    console.log(`axe: ${this.scans} scans, ${(this.scanMs / 1000).toFixed(1)} s`);
    expect(this.lines, `serious or critical axe violations:\n${this.lines.join("\n")}`).toEqual([]);
  }
}

/**
 * Shows the page in a colour scheme and width without reloading: Mantine's scheme is the
 * attribute on <html> (its CSS variables follow it), and the shell's layout follows the width.
 */
export async function showAs(page: Page, variant: Variant): Promise<void> {
  const scheme = variant.startsWith("dark") ? "dark" : "light";
  await page.setViewportSize(VIEWPORT[variant]);
  await page.evaluate((s) => {
    // Colours change at once: a colour transition started by the change of scheme was once still
    // at its light-scheme start when axe read it (black text on the dark page, "writing
    // equations" at 375 px), though scan() waits for running animations. The sweep judges the
    // colours a reader ends up with, not the way there.
    if (!document.getElementById("a11y-sweep-no-transitions")) {
      const style = document.createElement("style");
      style.id = "a11y-sweep-no-transitions";
      style.textContent = "*, *::before, *::after { transition: none !important; }";
      document.head.append(style);
    }
    document.documentElement.setAttribute("data-mantine-color-scheme", s);
  }, scheme);
}

/**
 * Runs axe on the whole page (with any dialog open) and records the serious and
 * critical violations. Mantine's transitions are ~150–200 ms: a scan mid-fade would measure
 * half-transparent text, so the scan waits until no animation runs.
 */
export async function scan(page: Page, screen: string, variant: Variant, findings: Findings, within?: string) {
  // The sweep asks for reduced motion (sweepScreens), so a transition lasts a frame or two; but
  // headless Chromium advances one only while the page paints, and a page that paints nothing
  // more after a change of colour scheme (the LaTeX examples at 375 px, dark) kept its 0.01 ms
  // colour transitions "running" for good. What has not ended after a second is finished: the
  // scan measures the colours the transition ends on. (An endless animation, a loader, is left:
  // settle() waits for loaders to go.)
  await page.evaluate(async () => {
    const finite = () =>
      document
        .getAnimations()
        .filter((a) => a.playState === "running" && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    const until = performance.now() + 1_000;
    while (finite().length > 0 && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    for (const a of finite()) a.finish();
  });
  const started = Date.now();
  // Only the violations are read: axe then keeps one node per passing or inapplicable rule instead
  // of every one (its documented speed-up), and every rule still runs.
  // `within`: a part of a page already scanned whole (a dialog, the player's next question, an
  // editor switched to another type): the shell around it was checked with the page.
  // Legacy mode: axe.run in the page itself. The default (runPartial in each frame, then finishRun
  // in a blank page it opens for the purpose) costs a new page and a second copy of axe per scan:
  // 4.8 s of the scan's ~5 s on a 2-core CI machine. Its only gain is cross-origin frames, and
  // the app has none (same-origin frames are still scanned).
  const builder = new AxeBuilder({ page }).setLegacyMode();
  if (within) builder.include(within);
  const { violations } = await builder
    .withTags(WCAG_21_AA)
    .options({ resultTypes: ["violations"] })
    .analyze();
  findings.scans++;
  findings.scanMs += Date.now() - started;
  for (const v of violations) {
    if (v.impact !== "serious" && v.impact !== "critical") continue;
    for (const node of v.nodes.slice(0, 4)) {
      const summary = node.failureSummary?.split("\n")[1]?.trim() ?? "";
      const html = node.html.replace(/\s+/g, " ").slice(0, 140);
      findings.add(`${v.id} · ${screen} [${variant}] · ${node.target.join(" ")} · ${summary} · ${html}`);
    }
    if (v.nodes.length > 4) findings.add(`${v.id} · ${screen} [${variant}] · … and ${v.nodes.length - 4} more`);
  }
}

export interface Screen {
  /** The screen's name in a finding. */
  name: string;
  url: string;
  /** What shows the screen has loaded (default: its first-level heading). */
  ready?: (page: Page) => Locator;
  /** The variants scanned (default: CORNERS, light at 1280 px and dark at 375). */
  variants?: readonly Variant[];
  /**
   * A form's test id: the form is also submitted empty and scanned with its errors showing
   * (the errors' text and colour, their ties to the fields).
   */
  failedSubmit?: string;
}

/** Waits until the screen's content has replaced its skeletons and spinners. */
async function settle(page: Page, screen: Screen): Promise<void> {
  const ready = screen.ready ? screen.ready(page) : page.getByRole("heading", { level: 1 }).first();
  await expect(ready).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(".mantine-Skeleton-root[data-visible], .mantine-Loader-root").first()).toHaveCount(0, {
    timeout: 20_000,
  });
}

type RouterWindow = Window & { __reactRouterDataRouter?: { navigate(to: string): Promise<void> } };

/** The route a URL opens (its first path segment): two screens of one route share their elements. */
const routeOf = (url: string) => new URL(url, "http://x").pathname.split("/")[1] ?? "";

/**
 * Opens a screen as a reader moves between screens once the app is loaded: by the router's
 * client-side navigation (React Router keeps its router on window as __reactRouterDataRouter).
 * A full load per screen cost the server's render, every script parsed again and a hydration:
 * ~2.5 s of a screen's ~4 s on a 2-core CI machine. The first screen, a page without the router
 * and another screen of the route shown (React keeps its elements) load in full. So that the
 * scan never sees the screen before, the elements in the page's content box are marked first;
 * the screen counts as shown once the location is the one asked for and an unmarked element
 * (the new route's) stands in the box.
 */
async function openScreen(page: Page, url: string, from: string | null): Promise<void> {
  const moved =
    from !== null &&
    routeOf(from) !== routeOf(url) &&
    (await page.evaluate(async (to) => {
      const router = (window as RouterWindow).__reactRouterDataRouter;
      const box = document.querySelector("main")?.firstElementChild;
      if (!router || !box) return false;
      for (const el of box.children) el.setAttribute("data-a11y-before", "");
      await router.navigate(to);
      return true;
    }, url));
  if (moved) {
    const shown = await page
      .waitForFunction(
        (to) => {
          const here = new URL(to, location.href);
          const box = document.querySelector("main")?.firstElementChild;
          return (
            location.pathname === here.pathname &&
            location.search === here.search &&
            [...(box?.children ?? [])].some((el) => !el.hasAttribute("data-a11y-before"))
          );
        },
        url,
        { timeout: 10_000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (shown) return;
    console.warn(`a11y sweep: ${url} did not show by client-side navigation; loading it in full`);
  }
  await page.goto(url);
}

/** Every combination, for the screens that stand for a layout (the shell, a form, a reading page). */
export const EVERY_VARIANT: readonly Variant[] = ["light 1280", "dark 1280", "dark 375", "light 375"];
/** The two opposite corners: each theme colour and each layout met once (every screen's default). */
export const CORNERS: readonly Variant[] = ["light 1280", "dark 375"];

/** Submits a form empty and waits for its errors: the first invalid field is focused. */
async function submitEmpty(page: Page, formTestId: string): Promise<void> {
  const form = page.getByTestId(formTestId).first();
  await form.locator('button[type="submit"]').first().click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
}

/**
 * Each screen loaded once and scanned as it stands in each of its variants: at least light at
 * 1280 px and dark at 375 px (each colour scheme and each layout once; issue #17 names both), and
 * all four for the screens that stand for a layout. A scan costs ~1.4 s and a client-side move
 * ~1 s on a 2-core CI machine running two workers. A form named by `failedSubmit` is then sent
 * empty and scanned again with its errors showing.
 */
export async function sweepScreens(page: Page, screens: readonly Screen[], findings: Findings): Promise<void> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  let shown: string | null = null;
  for (const screen of screens) {
    await showAs(page, "light 1280");
    await openScreen(page, screen.url, shown);
    shown = screen.url;
    await settle(page, screen);
    const variants = screen.variants ?? CORNERS;
    for (const variant of variants) {
      await showAs(page, variant);
      await scan(page, screen.name, variant, findings);
      // Every screen with text at 200 % too, while it is light at 1280 px (no change of layout for it).
      if (variant === "light 1280") await expectTextResizes(page, screen.name, findings);
    }
    if (!variants.includes("light 1280")) await expectTextResizes(page, screen.name, findings);
    if (variants.some((v) => v.endsWith("375"))) await expectNoSidewaysScroll(page, screen.name, findings);
    if (screen.failedSubmit) {
      await showAs(page, "light 1280");
      await submitEmpty(page, screen.failedSubmit);
      for (const variant of CORNERS) {
        await showAs(page, variant);
        await scan(page, `${screen.name} (after a failed submit)`, variant, findings);
      }
    }
  }
  await showAs(page, "light 1280");
}

/**
 * WCAG 1.4.10 (reflow): at 320 CSS px (a 1280 px screen at 400 % zoom) the page never scrolls
 * sideways; a wide table scrolls inside its own region instead.
 */
async function expectNoSidewaysScroll(page: Page, screen: string, findings: Findings): Promise<void> {
  await page.setViewportSize({ width: 320, height: 640 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > 320) findings.add(`reflow · ${screen} [320] · the page is ${width} px wide`);
}

/** Opens a dialog, scans it in its variants (light at 1280 px unless told), and closes it with Escape. */
export async function sweepDialog(
  page: Page,
  name: string,
  open: () => Promise<unknown>,
  findings: Findings,
  variants: readonly Variant[] = ["light 1280"],
): Promise<void> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await showAs(page, "light 1280");
  // A confirmation may open over another dialog: the new one is the one after those already open.
  const dialogs = page.getByRole("dialog");
  const before = await dialogs.count();
  await open();
  const dialog = dialogs.nth(before);
  await expect(dialog).toBeVisible();
  // The page behind was scanned as a screen; with a dialog open it is inert, so the dialog is
  // what is new. Marked for axe's include (not every dialog carries role="dialog" itself), again
  // in each variant: a dialog that goes full screen on a phone is a new element there.
  for (const variant of variants) {
    await showAs(page, variant);
    await expect(dialog).toBeVisible();
    await dialog.evaluate((el) => el.setAttribute("data-a11y-scan", ""));
    await scan(page, `${name} dialog`, variant, findings, "[data-a11y-scan]");
    await dialog.evaluate((el) => el.removeAttribute("data-a11y-scan"));
  }
  await page.keyboard.press("Escape");
  await expect(dialogs).toHaveCount(before);
  await showAs(page, "light 1280");
}

/** One DevTools session a page, kept for its text-size checks (a session each cost a round trip more). */
const sessions = new WeakMap<Page, CDPSession>();
async function cdpOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/**
 * WCAG 1.4.4 (resize text): with text at 200 % at 1280 px, nothing is lost. The text is made
 * larger the way a reader does it, through the browser's own text-size setting (a default font
 * size of 32 px instead of 16, Chrome's "Font size" and Firefox's "Zoom text only"): every rem
 * and em grows, media queries in em included, so the layout answers as it would for that reader
 * (ADR 0094). Then, on the page as it stands, each failure written down like an axe finding:
 * - the text did grow (a size fixed in px would not);
 * - the page does not scroll sideways;
 * - no text is cut off by a box that hides its overflow (wider or taller content than the box,
 *   with overflow hidden or clip, holding text of its own);
 * - every visible control (link, button, field) still lies inside the page and inside every box
 *   that clips it, so it can be seen and clicked.
 * The default size is put back afterwards.
 */
export async function expectTextResizes(page: Page, screen: string, findings: Findings): Promise<void> {
  await showAs(page, "light 1280");
  const cdp = await cdpOf(page);
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
  // The setting reaches the page's renderer a moment later (sooner on an idle machine).
  await page
    .waitForFunction(() => parseFloat(getComputedStyle(document.body).fontSize) >= 28, null, { timeout: 5_000 })
    .catch(() => undefined);
  const problems = await page.evaluate(async () => {
    const root = document.documentElement;
    // Two frames: layout and any ResizeObserver-driven component (tabs, scroll areas) settle.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const found: string[] = [];
    const bodySize = parseFloat(getComputedStyle(document.body).fontSize);
    if (bodySize < 28) found.push(`the text did not grow (body text ${bodySize} px)`);
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : "";
      const cls = [...el.classList]
        .filter((c) => !c.startsWith("m_"))
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join("");
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
      return `${el.tagName.toLowerCase()}${id}${cls} "${text}"`;
    };
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const st = getComputedStyle(el);
      return r.width > 1 && r.height > 1 && st.visibility !== "hidden" && st.display !== "none";
    };
    if (root.scrollWidth > window.innerWidth + 1) found.push(`the page is ${root.scrollWidth} px wide`);
    const clips = (st: CSSStyleDeclaration, axis: "x" | "y") => {
      const o = axis === "x" ? st.overflowX : st.overflowY;
      return o === "hidden" || o === "clip";
    };
    for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
      if (!visible(el) || el.closest("[aria-hidden='true'], .katex, svg, .mantine-VisuallyHidden-root")) continue;
      const st = getComputedStyle(el);
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      const textInside = ownText || [...el.children].some((c) => !c.children.length && c.textContent?.trim());
      if (!textInside) continue;
      // A preview clamped to a few lines (Mantine's lineClamp) is cut at every text size on purpose;
      // its whole text is one click away (the message, the log entry's details, the question).
      if (st.webkitLineClamp !== "none" && st.webkitLineClamp !== "") continue;
      // A 1 px box (the visually hidden pattern) is text for screen readers only, on purpose.
      if (el.clientWidth <= 1 || el.clientHeight <= 1) continue;
      // A few pixels over is glyph overflow (descenders, italics), not text lost: a quarter line.
      const slack = parseFloat(st.fontSize) / 4;
      const cutX = clips(st, "x") && el.scrollWidth > el.clientWidth + slack;
      const cutY = clips(st, "y") && el.scrollHeight > el.clientHeight + slack;
      if (cutX || cutY) found.push(`text cut off (${cutX ? "width" : "height"}): ${describe(el)}`);
    }
    const controls = document.body.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [tabindex='0']",
    );
    for (const el of controls) {
      if (!visible(el) || el.classList.contains("skip-link") || el.closest("[aria-hidden='true']")) continue;
      const r = el.getBoundingClientRect();
      const cx = r.left + r.width / 2 + window.scrollX;
      // In a region that scrolls (a wide table's), a control beyond the page is reached by scrolling it.
      let scrolled = false;
      for (let a = el.parentElement; a && a !== document.body && !scrolled; a = a.parentElement) {
        const st = getComputedStyle(a);
        scrolled = /auto|scroll/.test(st.overflowX) && a.scrollWidth > a.clientWidth;
      }
      if (!scrolled && (cx < 0 || cx > root.scrollWidth)) {
        found.push(`control outside the page: ${describe(el)}`);
        continue;
      }
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const st = getComputedStyle(a);
        // Inside a box that scrolls, a control out of view is reached by scrolling it.
        if (/auto|scroll/.test(st.overflowX + st.overflowY)) break;
        if (!clips(st, "x") && !clips(st, "y")) continue;
        const b = a.getBoundingClientRect();
        // A closed collapse (height 0) hides its controls on purpose.
        if (b.height < 2 || b.width < 2) break;
        const midX = r.left + r.width / 2;
        const midY = r.top + r.height / 2;
        if (
          (clips(st, "x") && (midX < b.left || midX > b.right)) ||
          (clips(st, "y") && (midY < b.top || midY > b.bottom))
        ) {
          found.push(`control clipped by ${describe(a).split(" ")[0]}: ${describe(el)}`);
          break;
        }
      }
    }
    return found;
  });
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 16, fixed: 13 } });
  for (const p of problems) findings.add(`resize-text · ${screen} [200 % text, 1280] · ${p}`);
}
