import { createHash } from "node:crypto";
import { DIAGRAM_PACKAGES } from "@tq/contract/diagrams";
import { Invalid } from "../lib/errors.ts";

/**
 * Bumped when the render pipeline changes its output (fonts, sanitizing): it is part of every
 * hash, so old cached SVGs are simply no longer asked for.
 */
const RENDER_VERSION = "tikz-svg-1";

/**
 * Control sequences refused before TeX sees them: file and terminal I/O, shell escape,
 * category-code and name-building tricks (which could rebuild any of these), raw output
 * (\special puts raw SVG in the drawing), and document structure we supply ourselves.
 * TeX runs in WebAssembly against an in-memory file system, so this is a second wall.
 */
const FORBIDDEN = new Set([
  "input",
  "include",
  "includeonly",
  "InputIfFileExists",
  "IfFileExists",
  "openin",
  "openout",
  "closein",
  "closeout",
  "read",
  "readline",
  "write",
  "immediate",
  "newread",
  "newwrite",
  "catcode",
  "lccode",
  "uccode",
  "csname",
  "endcsname",
  "ifcsname",
  "scantokens",
  "special",
  "shipout",
  "dump",
  "endinput",
  "everyeof",
  "everyjob",
  "makeatletter",
  "makeatother",
  "documentclass",
  "usepackage",
  "RequirePackage",
  "LoadClass",
  "tikzexternalize",
  "directlua",
  "pdfprimitive",
  "font",
]);

/** Environments a diagram may open: `\begin{name}` looks its name up as a command. */
const ENVIRONMENTS = new Set([
  "tikzpicture",
  "scope",
  "axis",
  "semilogxaxis",
  "semilogyaxis",
  "loglogaxis",
  "polaraxis",
  "groupplot",
  "tikzcd",
  "circuitikz",
  "pmatrix",
  "bmatrix",
  "vmatrix",
  "matrix",
  "smallmatrix",
  "array",
  "cases",
  "aligned",
  "gathered",
  "split",
  "tabular",
  "center",
  "minipage",
]);

const PACKAGES = new Set<string>(DIAGRAM_PACKAGES);

export interface ParsedSource {
  /** SHA-256 (hex) of the render version and the normalised source. */
  hash: string;
  packages: Record<string, string>;
  libraries: string;
  /** What node-tikzjax compiles (after its own preamble line). */
  document: string;
  /** The source line the tikzpicture starts on, for error messages. */
  firstLine: number;
}

/** Line ends unified, trailing blanks of each line and of the whole source dropped. */
export function normaliseSource(source: string): string {
  return source
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.replace(/[ \t]+$/, ""))
    .join("\n")
    .trim();
}

export function hashSource(normalised: string): string {
  return createHash("sha256").update(RENDER_VERSION).update("\0").update(normalised).digest("hex");
}

const refuse = (message: string) => Invalid("source", `The diagram could not be drawn: ${message}`);

/**
 * Checks a source (already normalised) and splits it into node-tikzjax's options:
 * `\usepackage[…]{…}` (allow-listed) and `\usetikzlibrary{…}` lines, then one
 * `\begin{tikzpicture}…\end{tikzpicture}` block. Throws a 400 AppError naming the problem.
 */
export function parseSource(normalised: string): ParsedSource {
  if (normalised.includes("^^")) refuseThrow("^^ character codes are not allowed in a diagram.");
  for (const m of normalised.matchAll(/\\([A-Za-z]+)/g)) {
    const name = m[1] ?? "";
    if (FORBIDDEN.has(name) && !(name === "usepackage" && m.index < preambleEnd(normalised)))
      refuseThrow(`\\${name} is not allowed in a diagram.`);
  }
  for (const m of normalised.matchAll(/\\(begin|end)\s*\{([^}]*)\}/g)) {
    if (!ENVIRONMENTS.has(m[2] ?? "")) refuseThrow(`the environment "${m[2]}" is not allowed in a diagram.`);
  }

  const start = normalised.indexOf("\\begin{tikzpicture}");
  if (start < 0 || !normalised.endsWith("\\end{tikzpicture}"))
    refuseThrow("write one \\begin{tikzpicture} … \\end{tikzpicture} block.");

  const packages: Record<string, string> = {};
  const libraries: string[] = [];
  let rest = normalised.slice(0, start);
  const preambleLine =
    /^\s*(?:%[^\n]*|\\usepackage\s*(?:\[([A-Za-z0-9=,.\- ]*)\])?\s*\{([A-Za-z0-9,\- ]+)\}|\\usetikzlibrary\s*\{([A-Za-z0-9.,\- ]+)\})/;
  while (rest.trim() !== "") {
    const m = preambleLine.exec(rest);
    if (!m) refuseThrow("only \\usepackage and \\usetikzlibrary lines may come before \\begin{tikzpicture}.");
    if (m[2] !== undefined) {
      for (const name of m[2].split(",").map((s) => s.trim())) {
        if (!PACKAGES.has(name))
          refuseThrow(`the package "${name}" is not available (use one of ${DIAGRAM_PACKAGES.join(", ")}).`);
        packages[name] = (m[1] ?? "").trim();
      }
    }
    if (m[3] !== undefined)
      libraries.push(
        ...m[3]
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      );
    rest = rest.slice(m[0].length);
  }

  const body = normalised.slice(start);
  return {
    hash: hashSource(normalised),
    packages,
    libraries: libraries.join(","),
    document: `\\begin{document}\n${body}\n\\end{document}\n`,
    firstLine: normalised.slice(0, start).split("\n").length,
  };
}

/** Where the first \begin{tikzpicture} starts (the preamble ends), or the end of the source. */
function preambleEnd(normalised: string): number {
  const at = normalised.indexOf("\\begin{tikzpicture}");
  return at < 0 ? normalised.length : at;
}

function refuseThrow(message: string): never {
  throw refuse(message);
}

/**
 * The 400 message for a TeX failure: its first error and the source line it names.
 * node-tikzjax's input has one preamble line and `\begin{document}` before the body.
 */
export function texErrorMessage(parsed: ParsedSource, texError: string | null, line: number | null): string {
  const what = texError ? texError.replace(/\.$/, "") : "TeX stopped without drawing anything";
  const sourceLine = line !== null && line > 2 ? line - 2 + parsed.firstLine - 1 : null;
  return `The diagram could not be drawn: ${what}${sourceLine ? ` (line ${sourceLine})` : ""}.`;
}
