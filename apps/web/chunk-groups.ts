/**
 * How the browser's build groups modules into chunks (issue #16, ADR 0075). Left to itself the
 * bundler made a chunk per set of routes sharing a module: /home asked for 117 files before it was
 * interactive, each a round trip on a phone's network. Two groups instead:
 * - "shell": what the root route and the client entry import. Every page loads all of it anyway,
 *   so one file costs no extra byte;
 * - "reading": what the pages a visitor opens first (home, a course, a tutorial) import beyond
 *   the shell, in one file they share (not sign-in: its form fields would weigh on all three).
 * Everything else (the editor, charts, drag and drop, the quiz player, the admin screens) keeps the
 * bundler's own splitting and loads only on the screens that import it.
 *
 * Why the imports are read from the sources: Mantine and the icons are imported through their
 * packages' index files, which import every component; following the bundler's importers would
 * put every component any screen uses into the shell. The named imports say which ones a page uses.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Rolldown } from "vite";

type Group = NonNullable<Exclude<NonNullable<Rolldown.OutputOptions["codeSplitting"]>, boolean>["groups"]>[number];

const here = path.dirname(fileURLToPath(import.meta.url));
const app = path.join(here, "app");
const contract = path.resolve(here, "../../packages/contract/src");
const nodeModules = path.resolve(here, "../../node_modules");
const mantineEsm = path.join(nodeModules, "@mantine/core/esm");

const SHELL_ROOTS = ["root.tsx", "entry.client.tsx"].map((f) => path.join(app, f));
const READING_ROOTS = ["home.tsx", "course-detail.tsx", "tutorial-view.tsx"].map((f) => path.join(app, "routes", f));
/** Sign-in's form fields (the select's popover, Floating UI): one file, not the bundler's fifteen. */
const SIGN_IN_ROOTS = ["login.tsx"].map((f) => path.join(app, "routes", f));
/**
 * Packages the shell needs whole (their index files are all the app imports of them). Not
 * Mantine's Floating utilities (popovers, tooltips, menus: Floating UI) nor @mantine/modals
 * (lib/ui/modal-host.tsx loads it when a screen opens a modal): no reading page uses them.
 */
const SHELL_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|@tanstack|@mantine[\\/]core[\\/]esm[\\/]core|idb-keyval|cookie|set-cookie-parser|turbo-stream)[\\/]/;

interface Imports {
  files: Set<string>;
  /** The Mantine files the named components need (paths), and icon modules by name. */
  mantine: Set<string>;
  icons: Set<string>;
}

const IMPORT = /import\s+(type\s+)?(?:([\w{}\s,*$]+?)\s+from\s+)?["']([^"']+)["']/g;
const DYNAMIC = /import\(\s*["']/; // dynamic imports are left to the bundler's splitting

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith("@tq/contract/")
    ? path.join(contract, spec.slice("@tq/contract/".length))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function namesOf(clause: string): string[] {
  const named = /\{([\s\S]*)\}/.exec(clause)?.[1] ?? "";
  return named
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "" && !part.startsWith("type "))
    .map((part) => part.split(/\s+as\s+/)[0]?.trim() ?? "");
}

let exportsIndex: Map<string, string> | null = null;
/** Mantine's index: which file each exported name comes from ("NativeSelect" → components/NativeSelect/NativeSelect.mjs). */
function mantineFileOf(name: string): string | null {
  if (!exportsIndex) {
    exportsIndex = new Map();
    const index = path.join(mantineEsm, "index.mjs");
    const source = fs.existsSync(index) ? fs.readFileSync(index, "utf8") : "";
    for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g))
      for (const exported of (m[1] ?? "").split(","))
        exportsIndex.set(exported.trim(), path.join(mantineEsm, m[2] ?? ""));
  }
  return exportsIndex.get(name) ?? null;
}

/**
 * The Mantine files a component needs, file by file (NativeSelect → Input, ComboboxChevron, but
 * not the rest of Combobox): a file is counted for every page whose named components import it,
 * not only for the first importer the bundler meets.
 */
function withMantineDeps(files: Set<string>): Set<string> {
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (!fs.existsSync(file)) continue;
    for (const m of fs.readFileSync(file, "utf8").matchAll(/from\s+["'](\.{1,2}\/[^"']+\.mjs)["']/g)) {
      const dep = path.resolve(path.dirname(file), m[1] ?? "");
      if (!files.has(dep)) {
        files.add(dep);
        queue.push(dep);
      }
    }
  }
  return files;
}

/** The app's own files the roots import statically, and which Mantine components and icons they name. */
export function staticImports(roots: string[]): Imports {
  const found: Imports = { files: new Set(), mantine: new Set(), icons: new Set() };
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (found.files.has(file)) continue;
    found.files.add(file);
    const source = fs.readFileSync(file, "utf8");
    for (const m of source.matchAll(IMPORT)) {
      if (m[1] || DYNAMIC.test(m[0])) continue;
      const [clause = "", spec = ""] = [m[2], m[3]];
      if (spec === "@mantine/core") {
        for (const name of namesOf(clause)) {
          const file = mantineFileOf(name);
          if (file) found.mantine.add(file);
        }
      } else if (spec === "@tabler/icons-react") {
        for (const name of namesOf(clause)) found.icons.add(name);
      } else if (spec.endsWith(".css") && !spec.startsWith(".")) {
        // A package's stylesheet is a module with side effects: counted for the pages that
        // import it, or a page would load another page's file only to apply it.
        const sheet = path.join(nodeModules, spec);
        if (fs.existsSync(sheet)) found.files.add(sheet);
      } else {
        const local = resolveLocal(file, spec);
        if (local && !local.endsWith(".server.ts")) queue.push(local);
      }
    }
  }
  withMantineDeps(found.mantine);
  return found;
}

function member(imports: Imports) {
  return (id: string): boolean => {
    const file = id.split("?")[0] ?? id;
    if (imports.files.has(file)) return true;
    if (/@mantine[\\/]core[\\/]esm[\\/](components|utils)[\\/]/.test(file)) return imports.mantine.has(file);
    const icon = /@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]([^\\/]+)\.mjs$/.exec(file)?.[1];
    if (icon) return imports.icons.has(icon);
    return false;
  };
}

/** The pages a phone opens first: their code is grouped by which of them use it (see shellChunks). */
const FIRST_PAGES = [...READING_ROOTS, ...SIGN_IN_ROOTS];

const isRoute = (id: string) => [...SHELL_ROOTS, ...FIRST_PAGES].includes(id.split("?")[0] ?? id);

export function shellChunks(): Group[] {
  const inShell = member(staticImports(SHELL_ROOTS));
  const pages = FIRST_PAGES.map((root) => ({ key: path.basename(root, ".tsx"), has: member(staticImports([root])) }));
  return [
    {
      // The route modules themselves stay entries of their own (React Router loads them by name);
      // a group takes the dependencies of what it captures with it.
      // What every first page uses joins it too: each of them loads it anyway, in one file fewer.
      name: (id) =>
        !isRoute(id) && (SHELL_PACKAGES.test(id) || inShell(id) || pages.every((p) => p.has(id))) ? "shell" : null,
      priority: FIRST_PAGES.length + 1,
    },
    // Beyond the shell, one file per set of first pages that use a module: a page loads its own
    // file and the ones it shares, never another page's code (a course page does not load the
    // sign-in form, /home does not load the tutorial reader). A group takes the dependencies of
    // what it captures with it, so the sets shared by more pages are captured first: a module
    // two pages need is not pulled into one page's file by a dependency of that page's own code.
    ...FIRST_PAGES.map((_, i): Group => ({
      name: (id) => {
        if (isRoute(id)) return null;
        const users = pages.filter((p) => p.has(id)).map((p) => p.key);
        return users.length === FIRST_PAGES.length - i ? `pages-${users.join("-")}` : null;
      },
      priority: FIRST_PAGES.length - i,
    })),
  ];
}
