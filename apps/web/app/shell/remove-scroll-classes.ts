/**
 * What Mantine's AppShell header, footer and aside take from react-remove-scroll: the class names
 * a scroll lock uses to keep fixed bars from jumping when the page's scroll bar goes away. The
 * browser's build resolves their import here (scroll-classes-plugin.ts): the real package (a
 * side-car component, its scroll handler, style singletons; ~3.5 KB compressed) loads with the
 * first modal, whose lock applies these same names. remove-scroll-classes.test.ts keeps them equal.
 */
export const RemoveScroll = {
  classNames: {
    zeroRight: "right-scroll-bar-position",
    fullWidth: "width-before-scroll-bar",
  },
} as const;
