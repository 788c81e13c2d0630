import { createTheme, darken, lighten, luminance, type CSSVariablesResolver } from "@mantine/core";

/** System fonts only: nothing is fetched from a font CDN (and it is the fastest on a phone). */
const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const theme = createTheme({
  primaryColor: "indigo",
  // Shade 7 of indigo keeps white button text above 4.5:1 contrast (WCAG AA); every filled
  // colour is made dark enough for white text by the resolver below.
  primaryShade: { light: 7, dark: 7 },
  fontFamily: systemSans,
  headings: { fontFamily: systemSans, fontWeight: "700" },
  defaultRadius: "md",
  cursorType: "pointer",
  // Transitions (modals, menus, collapses) are skipped for people who ask their system for less motion.
  respectReducedMotion: true,
  // A field with `required` shows Mantine's " *" after its label (hidden from screen readers,
  // which announce the input's own `required`); a form holding one explains the mark in text
  // (app.css). ADR 0093. Plain objects rather than `TextInput.extend(…)`: naming the components
  // here put the form fields (and their combobox and popover code) into every page's first load
  // (issue #16).
  components: {
    // Clicking the chosen option again keeps it (Mantine's default clears it, which emptied
    // required choices such as a tutorial's level, issue #12); a select that may be emptied
    // says so with `clearable` and its × button.
    Select: { defaultProps: { allowDeselect: false } },
    // Every dialog's × has a name (issue #17: axe's critical "button-name" on each modal).
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    Alert: { defaultProps: { closeButtonLabel: "Dismiss" } },
    // A table wider than the screen scrolls inside a region a keyboard can reach and scroll
    // (WCAG 2.1.1; axe's scrollable-region-focusable), so the page itself never scrolls sideways.
    TableScrollContainer: {
      defaultProps: {
        scrollAreaProps: {
          viewportProps: { tabIndex: 0, role: "region", "aria-label": "Table, scrolls sideways" },
        },
      },
    },
    // A quote's citation is drawn at 60 % opacity: 4.2:1 in the dark scheme. Full colour instead.
    Blockquote: { styles: { cite: { opacity: 1 } } },
    // A link inside a sentence must not be told apart by colour alone (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: "always" } },
  },
});

const WHITE = "#ffffff";
/** Text at this ratio or above passes WCAG AA for body text (4.5:1) with a margin for rounding. */
const AA = 4.6;

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour, darkened (or lightened) in small steps until it reads at AA on every background. */
function readable(color: string, backgrounds: readonly string[], direction: "darker" | "lighter"): string {
  let shade = color;
  for (let step = 1; step <= 20 && backgrounds.some((bg) => contrast(shade, bg) < AA); step++) {
    shade = direction === "darker" ? darken(color, step * 0.05) : lighten(color, step * 0.05);
  }
  return shade;
}

/**
 * WCAG 2.1 AA contrast for the whole app, in one place (issue #17). Mantine's defaults fail it:
 * dimmed text is gray 6 (3.3:1 on white), errors red 6 (3.3:1), coloured text and light badges
 * use shades that fall to 2.7:1 (yellow), and white on filled shades 5–6 is ~3:1. Every colour's
 * text, light-variant text, outline and filled background is taken from its own scale and pushed
 * just far enough to read at 4.5:1 on the surfaces it sits on, in both colour schemes.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const dark7 = t.colors.dark[7];
  const dark6 = t.colors.dark[6];
  const gray0 = t.colors.gray[0];
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  for (const [name, scale] of Object.entries(t.colors)) {
    const onLight = readable(scale[7], [WHITE, gray0, scale[0], scale[1]], "darker");
    const onDark = readable(scale[4], [dark7, dark6, darken(scale[9], 0.5)], "lighter");
    const filled = readable(scale[7], [WHITE], "darker");
    light[`--mantine-color-${name}-text`] = onLight;
    light[`--mantine-color-${name}-outline`] = onLight;
    light[`--mantine-color-${name}-light-color`] = readable(scale[9], [scale[1], scale[2]], "darker");
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    dark[`--mantine-color-${name}-text`] = onDark;
    dark[`--mantine-color-${name}-outline`] = onDark;
    dark[`--mantine-color-${name}-filled`] = filled;
    dark[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
  }
  const primary = t.primaryColor;
  return {
    variables: {},
    light: {
      ...light,
      "--mantine-color-dimmed": "#5c636a",
      // Placeholder text drawn as text (FileInput, PillsInput) is read like any text: gray 5 was 2.1:1.
      "--mantine-color-placeholder": "#6b7178",
      "--mantine-color-error": light["--mantine-color-red-text"] ?? t.colors.red[9],
      "--mantine-color-anchor": light[`--mantine-color-${primary}-text`] ?? t.colors[primary]?.[9] ?? "",
      // Keyboard focus: 2 px at >= 3:1 against the page (WCAG 2.4.7, 1.4.11), also on inputs (app.css).
      "--tq-focus-ring": light[`--mantine-color-${primary}-text`] ?? "",
    },
    dark: {
      ...dark,
      "--mantine-color-dimmed": "#a6a7ab",
      "--mantine-color-placeholder": "#97999d",
      "--mantine-color-error": dark["--mantine-color-red-text"] ?? t.colors.red[4],
      "--mantine-color-anchor": dark[`--mantine-color-${primary}-text`] ?? t.colors[primary]?.[4] ?? "",
      "--tq-focus-ring": dark[`--mantine-color-${primary}-text`] ?? "",
    },
  };
};
