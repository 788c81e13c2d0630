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
const mantineComponents = path.resolve(here, "../../node_modules/@mantine/core/esm/components");

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
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|@tanstack|zod|@mantine[\\/]hooks|@mantine[\\/]core[\\/]esm[\\/](core|utils(?![\\/]Floating))|idb-keyval|cookie|set-cookie-parser|turbo-stream)[\\/]/;

interface Imports {
  files: Set<string>;
  /** Mantine component folders and icon modules, by name. */
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

let folders: string[] | null = null;
/** The Mantine component folder a name comes from ("AppShellMain" → "AppShell"). */
function mantineFolder(name: string): string | null {
  folders ??= fs.existsSync(mantineComponents) ? fs.readdirSync(mantineComponents) : [];
  const match = folders.filter((f) => name.startsWith(f)).sort((a, b) => b.length - a.length)[0];
  return match ?? null;
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
          const folder = mantineFolder(name);
          if (folder) found.mantine.add(folder);
        }
      } else if (spec === "@tabler/icons-react") {
        for (const name of namesOf(clause)) found.icons.add(name);
      } else {
        const local = resolveLocal(file, spec);
        if (local && !local.endsWith(".server.ts")) queue.push(local);
      }
    }
  }
  return found;
}

function member(imports: Imports) {
  return (id: string): boolean => {
    const file = id.split("?")[0] ?? id;
    if (imports.files.has(file)) return true;
    const component = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]([^\\/]+)[\\/]/.exec(file)?.[1];
    if (component) return imports.mantine.has(component);
    const icon = /@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]([^\\/]+)\.mjs$/.exec(file)?.[1];
    if (icon) return imports.icons.has(icon);
    return false;
  };
}

const isRoute = (id: string) => [...SHELL_ROOTS, ...READING_ROOTS, ...SIGN_IN_ROOTS].includes(id.split("?")[0] ?? id);

export function shellChunks(): Group[] {
  const inShell = member(staticImports(SHELL_ROOTS));
  const inReading = member(staticImports(READING_ROOTS));
  const inSignIn = member(staticImports(SIGN_IN_ROOTS));
  return [
    {
      // The route modules themselves stay entries of their own (React Router loads them by name);
      // a group takes the dependencies of what it captures with it.
      name: (id) => (!isRoute(id) && (SHELL_PACKAGES.test(id) || inShell(id)) ? "shell" : null),
      priority: 2,
    },
    {
      name: (id) => (!isRoute(id) && inReading(id) ? "reading" : null),
      priority: 1,
    },
    {
      name: (id) => (!isRoute(id) && inSignIn(id) ? "sign-in" : null),
      priority: 0,
    },
  ];
}
