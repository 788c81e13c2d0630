import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** node-tikzjax's font CSS and its BaKoMa TrueType fonts (served under /diagrams/fonts/). */
export const FONT_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve("node-tikzjax/package.json")),
  "css",
);

const ELEMENTS = new Set([
  "svg",
  "g",
  "path",
  "text",
  "tspan",
  "defs",
  "clipPath",
  "use",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "linearGradient",
  "radialGradient",
  "stop",
  "pattern",
  "mask",
  "marker",
  "symbol",
  "title",
  "desc",
]);

const ATTRIBUTES = new Set([
  "xmlns",
  "xmlns:xlink",
  "version",
  "width",
  "height",
  "viewBox",
  "preserveAspectRatio",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "d",
  "points",
  "transform",
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "opacity",
  "color",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "text-anchor",
  "dominant-baseline",
  "id",
  "class",
  "clip-path",
  "clip-rule",
  "clipPathUnits",
  "mask",
  "maskUnits",
  "marker-start",
  "marker-mid",
  "marker-end",
  "markerWidth",
  "markerHeight",
  "markerUnits",
  "refX",
  "refY",
  "orient",
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "offset",
  "stop-color",
  "stop-opacity",
  "patternUnits",
  "patternContentUnits",
  "patternTransform",
  "href",
  "xlink:href",
  "style",
]);

export class UnsafeSvgError extends Error {}

const TAG = /^<([A-Za-z][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/;
const CLOSE = /^<\/([A-Za-z][\w:.-]*)\s*>/;
const ATTR = /([A-Za-z_:][\w:.-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;

/** An attribute value that can only point inside this document (or nowhere). */
function safeValue(name: string, value: string): boolean {
  const v = value.toLowerCase();
  // Entities could spell any of the words checked below: an attribute needs none.
  if (v.includes("&") || v.includes("\\")) return false;
  if (name === "href" || name === "xlink:href") return value.startsWith("#");
  for (const m of v.matchAll(/url\s*\(\s*['"]?(.?)/g)) if (m[1] !== "#") return false;
  if (v.includes("javascript:") || v.includes("@import") || v.includes("expression(")) return false;
  return true;
}

/**
 * Rebuilds an SVG keeping only allow-listed elements and attributes: no script, style,
 * foreignObject, image, link or animation element, no on* handler, no reference outside the
 * document (href only to #ids, url() only to #ids). Anything that does not tokenise as plain
 * tags and text (doctype, entities declarations, processing instructions) is refused.
 */
export function sanitizeSvg(input: string): string {
  let rest = input.trim().replace(/^<\?xml[^>]*\?>\s*/, "");
  const out: string[] = [];
  const open: { name: string; kept: boolean }[] = [];
  let dropping = 0;
  while (rest.length > 0) {
    if (rest.startsWith("<!--")) {
      const end = rest.indexOf("-->");
      if (end < 0) throw new UnsafeSvgError("unterminated comment");
      rest = rest.slice(end + 3);
      continue;
    }
    if (rest.startsWith("</")) {
      const m = CLOSE.exec(rest);
      const top = open.pop();
      if (!m || !top || top.name !== m[1]) throw new UnsafeSvgError("unbalanced tags");
      if (top.kept) out.push(`</${top.name}>`);
      else dropping -= 1;
      rest = rest.slice(m[0].length);
      continue;
    }
    if (rest.startsWith("<")) {
      const m = TAG.exec(rest);
      if (!m) throw new UnsafeSvgError("not plain SVG markup");
      const name = m[1] ?? "";
      const selfClosing = m[3] === "/";
      rest = rest.slice(m[0].length);
      if (out.length === 0 && open.length === 0 && name !== "svg") throw new UnsafeSvgError("not an SVG");
      const kept = dropping === 0 && ELEMENTS.has(name);
      if (kept) {
        const attrs: string[] = [];
        for (const a of (m[2] ?? "").matchAll(ATTR)) {
          const attr = a[1] ?? "";
          const value = a[2] ?? a[3] ?? "";
          if (!ATTRIBUTES.has(attr) || !safeValue(attr, value)) continue;
          attrs.push(` ${attr}="${value.replaceAll('"', "&quot;")}"`);
        }
        out.push(`<${name}${attrs.join("")}${selfClosing ? "/>" : ">"}`);
      }
      if (!selfClosing) {
        open.push({ name, kept });
        if (!kept) dropping += 1;
      }
      continue;
    }
    const next = rest.indexOf("<");
    const text = next < 0 ? rest : rest.slice(0, next);
    if (dropping === 0) {
      if (open.length === 0 && text.trim() !== "") throw new UnsafeSvgError("text outside the SVG");
      if (/&(?!(?:#\d+|#x[0-9a-fA-F]+|amp|lt|gt|quot|apos);)/.test(text)) throw new UnsafeSvgError("unknown entity");
      out.push(text);
    }
    rest = next < 0 ? "" : rest.slice(next);
  }
  if (open.length > 0 || out.length === 0) throw new UnsafeSvgError("incomplete SVG");
  return out.join("");
}

const fontCache = new Map<string, string | null>();

/** A font of node-tikzjax as a data: URL, or null when there is no such font. */
function fontData(family: string): string | null {
  if (!fontCache.has(family)) {
    const file = path.join(FONT_DIR, "bakoma", "ttf", `${family}.ttf`);
    fontCache.set(
      family,
      /^[a-z0-9]+$/.test(family) && fs.existsSync(file)
        ? `data:font/ttf;base64,${fs.readFileSync(file).toString("base64")}`
        : null,
    );
  }
  return fontCache.get(family) ?? null;
}

/**
 * Embeds the Computer Modern fonts the drawing's text uses (@font-face with data: URLs),
 * so the SVG draws its symbols right even inside <img>, where a browser loads nothing else.
 */
export function embedFonts(svg: string): string {
  const families = [...new Set([...svg.matchAll(/font-family="([^"]+)"/g)].map((m) => m[1] ?? ""))];
  const faces = families
    .map((f) => [f, fontData(f)] as const)
    .filter((e): e is readonly [string, string] => e[1] !== null)
    .map(([f, data]) => `@font-face{font-family:${f};src:url(${data}) format("truetype")}`);
  if (faces.length === 0) return svg;
  return svg.replace(/^<svg\b[^>]*>/, (open) => `${open}<defs><style>${faces.join("")}</style></defs>`);
}
