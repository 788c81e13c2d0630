// Every known XSS payload in the corpus must come out of the rich-content pipeline harmless.
// The output is parsed with jsdom (the pipeline's own parser) and checked element by element,
// not only with regular expressions.
import { describe, expect, it } from "vitest";
import { isElement, parseHtml, type DomElement } from "../../src/content/dom.ts";
import { renderTutorialHtml } from "../../src/content/render.ts";
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_CLASSES,
  ALLOWED_TAGS,
  isAllowedHref,
  isAllowedImageSrc,
  LINK_REL,
  sanitizeHtml,
} from "../../src/content/sanitize.ts";
import { XSS_PAYLOADS } from "../support/fixtures/xss-payloads.ts";

const FORBIDDEN_ELEMENTS = "script, iframe, object, embed, base, meta, form, style, link, frame, applet, template";
const FORBIDDEN_TAG_TEXT = /<\/?(script|iframe|object|embed|base|meta|form|style|link|frame|applet|svg)\b/i;
const URL_ATTRIBUTES = [
  "href",
  "src",
  "xlink:href",
  "action",
  "formaction",
  "background",
  "dynsrc",
  "lowsrc",
  "poster",
  "data",
  "srcdoc",
  "srcset",
  "content",
];
const SCRIPT_URL = /^(javascript|vbscript|livescript|data):/i;

function allElements(root: DomElement): DomElement[] {
  return Array.from(root.querySelectorAll("*"));
}

/** Whitespace and controls removed, as a browser would before reading the scheme. */
function squash(url: string): string {
  // eslint-disable-next-line no-control-regex
  return url.replace(/[\u0000-\u0020]/g, "");
}

function checkHarmless(payload: string): void {
  const html = renderTutorialHtml(payload).html;
  const root = parseHtml(html);

  expect(html, "forbidden tag in the markup").not.toMatch(FORBIDDEN_TAG_TEXT);
  expect(root.querySelectorAll(FORBIDDEN_ELEMENTS).length, "forbidden element").toBe(0);
  // KaTeX draws some stretchy symbols with SVG; none of these inputs needs one, and none
  // may come from the author.
  expect(root.querySelectorAll("svg").length, "svg").toBe(0);
  // MathML only as KaTeX's accessible copy.
  for (const math of Array.from(root.querySelectorAll("math"))) {
    expect(math.closest(".katex-mathml"), "MathML outside KaTeX").not.toBeNull();
  }

  for (const element of allElements(root)) {
    const tag = element.localName;
    const insideKatex = element.closest(".katex, .katex-display") !== null;
    for (const { name, value } of Array.from(element.attributes)) {
      const where = `<${tag} ${name}="${value}">`;
      expect(name.toLowerCase().startsWith("on"), `event handler ${where}`).toBe(false);
      if (URL_ATTRIBUTES.includes(name.toLowerCase())) {
        expect(squash(value), `script URL ${where}`).not.toMatch(SCRIPT_URL);
      }
      if (!insideKatex) {
        expect(name, `style on an author element ${where}`).not.toBe("style");
      }
    }

    if (insideKatex) {
      // trust: false, so KaTeX makes no links, images or author-chosen ids and classes.
      expect(["a", "img", "iframe", "object"].includes(tag), `<${tag}> inside KaTeX`).toBe(false);
      expect(element.hasAttribute("id"), "id inside KaTeX").toBe(false);
      continue;
    }

    // Outside KaTeX: only allow-listed tags and their allow-listed attributes.
    expect((ALLOWED_TAGS as readonly string[]).includes(tag), `tag <${tag}>`).toBe(true);
    const allowed = ALLOWED_ATTRIBUTES[tag as keyof typeof ALLOWED_ATTRIBUTES] ?? [];
    const isMathError = tag === "span" && element.getAttribute("class") === "math-error";
    for (const { name } of Array.from(element.attributes)) {
      const ok = allowed.includes(name) || (isMathError && (name === "class" || name === "title"));
      expect(ok, `attribute ${name} on <${tag}>`).toBe(true);
    }
    const classes = (element.getAttribute("class") ?? "").split(/\s+/).filter(Boolean);
    for (const name of classes) {
      const ok =
        (ALLOWED_CLASSES as readonly string[]).includes(name) ||
        (isMathError && name === "math-error") ||
        ((tag === "code" || tag === "pre") && name.startsWith("language-"));
      expect(ok, `class ${name} on <${tag}>`).toBe(true);
    }
    const href = element.getAttribute("href");
    if (href !== null) {
      expect(isAllowedHref(href), `href ${href}`).toBe(true);
      expect(element.getAttribute("rel")).toBe(LINK_REL);
    }
    const src = element.getAttribute("src");
    if (src !== null) expect(isAllowedImageSrc(src), `src ${src}`).toBe(true);
    const target = element.getAttribute("target");
    if (target !== null) expect(target).toBe("_blank");
  }

  // The tree checked above is the one a browser builds, and it is stable: serializing and
  // parsing it again changes nothing (KaTeX's raw markup differs only cosmetically, e.g.
  // U+00A0 vs &nbsp; and <mspace/>, so the tree's serialization is compared, not the raw string).
  const serialized = root.innerHTML;
  expect(parseHtml(serialized).innerHTML).toBe(serialized);
}

describe("XSS corpus through renderTutorialHtml", () => {
  it("has at least 100 payloads, all distinct", () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
  });

  it.each(XSS_PAYLOADS.map((payload, index) => [index, payload] as const))(
    "payload %i is harmless: %s",
    (_, payload) => {
      expect(() => renderTutorialHtml(payload)).not.toThrow();
      checkHarmless(payload);
    },
  );

  it.each(XSS_PAYLOADS.map((payload, index) => [index, payload] as const))(
    "payload %i: sanitizing is idempotent",
    (_, payload) => {
      const once = sanitizeHtml(payload);
      expect(sanitizeHtml(once)).toBe(once);
    },
  );

  it("a payload wrapped in ordinary content is still harmless", () => {
    for (const payload of XSS_PAYLOADS) {
      checkHarmless(`<h2>Intro $x$</h2><p>before</p>${payload}<p>after $$y^2$$</p>`);
    }
  });

  it("KaTeX output of the math payloads is really there (the checks above saw it)", () => {
    const html = renderTutorialHtml("<p>$\\href{javascript:alert(1)}{x}$</p>").html;
    const root = parseHtml(html);
    expect(root.querySelectorAll(".katex").length).toBe(1);
    expect(root.querySelectorAll("a").length).toBe(0);
    expect(allElements(root).some((element) => isElement(element) && element.hasAttribute("href"))).toBe(false);
  });
});
