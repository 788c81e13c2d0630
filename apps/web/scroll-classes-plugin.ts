import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const here = path.dirname(fileURLToPath(import.meta.url));
const CLASSES = path.join(here, "app/shell/remove-scroll-classes.ts");
const APP_SHELL = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;

/**
 * Mantine's AppShell imports react-remove-scroll only to read two class names; every page loaded
 * the whole scroll-lock package for them (issue #16). For AppShell's files the import resolves to
 * those names alone; modals still import the real package, on the screens that open one.
 */
export function appShellScrollClasses(): Plugin {
  return {
    name: "tq:app-shell-scroll-classes",
    enforce: "pre",
    resolveId(source, importer) {
      return source === "react-remove-scroll" && importer && APP_SHELL.test(importer) ? CLASSES : null;
    },
  };
}
