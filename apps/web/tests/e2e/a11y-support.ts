import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

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
  await page.evaluate((s) => document.documentElement.setAttribute("data-mantine-color-scheme", s), scheme);
}

/**
 * Runs axe on the whole page (with any dialog open) and records the serious and
 * critical violations. Mantine's transitions are ~150–200 ms: a scan mid-fade would measure
 * half-transparent text, so the scan waits until no animation runs.
 */
export async function scan(page: Page, screen: string, variant: Variant, findings: Findings) {
  // The sweep asks for reduced motion (sweepScreens), so this is at most a frame or two.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), null, {
    timeout: 5_000,
  });
  const started = Date.now();
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
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
  /** The variants scanned (default: light at 1280 px). */
  variants?: readonly Variant[];
}

/** Waits until the screen's content has replaced its skeletons and spinners. */
async function settle(page: Page, screen: Screen): Promise<void> {
  const ready = screen.ready ? screen.ready(page) : page.getByRole("heading", { level: 1 }).first();
  await expect(ready).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(".mantine-Skeleton-root[data-visible], .mantine-Loader-root").first()).toHaveCount(0, {
    timeout: 20_000,
  });
}

/** Every combination, for the screens that stand for a layout (the shell, a form, a reading page). */
export const EVERY_VARIANT: readonly Variant[] = ["light 1280", "dark 1280", "dark 375", "light 375"];
/** The two opposite corners: each theme colour and each layout met once. */
export const CORNERS: readonly Variant[] = ["light 1280", "dark 375"];

/**
 * Each screen loaded once and scanned as it stands in each of its variants (light at 1280 px
 * unless it says more). Contrast comes from the theme's one resolver, the same on every screen,
 * and the phone layout from the shell, so the screens that stand for a layout get the other
 * variants and the sweep stays inside its time budget (about one second per scan on an idle CI
 * machine; CI runs every journey in under 20 minutes).
 */
export async function sweepScreens(page: Page, screens: readonly Screen[], findings: Findings): Promise<void> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const screen of screens) {
    await showAs(page, "light 1280");
    await page.goto(screen.url);
    await settle(page, screen);
    for (const variant of screen.variants ?? ["light 1280"]) {
      await showAs(page, variant);
      await scan(page, screen.name, variant, findings);
    }
    if (screen.variants?.some((v) => v.endsWith("375"))) await expectNoSidewaysScroll(page, screen.name, findings);
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

/** Opens a dialog, scans the page with it open in two variants, and closes it with Escape. */
export async function sweepDialog(
  page: Page,
  name: string,
  open: () => Promise<unknown>,
  findings: Findings,
): Promise<void> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await showAs(page, "light 1280");
  await open();
  const dialog = page.getByRole("dialog").last();
  await expect(dialog).toBeVisible();
  for (const variant of ["light 1280", "dark 375"] as const) {
    await showAs(page, variant);
    await scan(page, `${name} dialog`, variant, findings);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await showAs(page, "light 1280");
}
