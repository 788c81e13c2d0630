import { createTheme } from "@mantine/core";

/** System fonts only: nothing is fetched from a font CDN (and it is the fastest on a phone). */
const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const theme = createTheme({
  primaryColor: "indigo",
  // Shade 7 of indigo keeps white button text above 4.5:1 contrast (WCAG AA).
  primaryShade: { light: 7, dark: 5 },
  fontFamily: systemSans,
  headings: { fontFamily: systemSans, fontWeight: "700" },
  defaultRadius: "md",
  cursorType: "pointer",
  // Every field of our forms is required (the inputs keep the `required` attribute for
  // assistive technology); an asterisk on each one is noise, and optional fields say so.
  // Plain objects rather than `TextInput.extend(…)`: naming the components here put the form
  // fields (and their combobox and popover code) into every page's first load (issue #16).
  components: {
    TextInput: { defaultProps: { withAsterisk: false } },
    PasswordInput: { defaultProps: { withAsterisk: false } },
    // Clicking the chosen option again keeps it (Mantine's default clears it, which emptied
    // required choices such as a tutorial's level, issue #12); a select that may be emptied
    // says so with `clearable` and its × button.
    Select: { defaultProps: { withAsterisk: false, allowDeselect: false } },
    NativeSelect: { defaultProps: { withAsterisk: false } },
    Textarea: { defaultProps: { withAsterisk: false } },
  },
});
