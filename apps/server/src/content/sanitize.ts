// Sanitizing of user-authored tutorial HTML (Mantine's TipTap editor) against an allow-list.
// Runs at write time, before the math and TikZ passes (render.ts). The allow-list itself is data
// in @tq/contract/html-allowlist, so the "HTML Formatting" help page can show it.
import createDOMPurify, { type Config, type WindowLike } from "dompurify";
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_CLASS_PATTERNS,
  ALLOWED_CLASSES,
  ALLOWED_TAGS,
  LINK_REL,
  type AllowedTag,
} from "@tq/contract/html-allowlist";
import { contentWindow, type DomElement } from "./dom.ts";

// The allow-list's data lives in the contract (the help page shows it); re-exported for the tests.
export { ALLOWED_ATTRIBUTES, ALLOWED_CLASSES, ALLOWED_TAGS, LINK_REL };

const FORBIDDEN_TAGS = [
  "script",
  "style",
  "link",
  "meta",
  "base",
  "title",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "form",
  "input",
  "button",
  "select",
  "option",
  "textarea",
  "svg",
  "math",
  "template",
  "noscript",
];

const ATTRIBUTE_NAMES = [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())];
const CLASS_SET: ReadonlySet<string> = new Set(ALLOWED_CLASSES);
const TAG_ATTRIBUTES = new Map<string, ReadonlySet<string>>(
  Object.entries(ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, new Set(names)]),
);

// Browsers drop tab/LF/CR anywhere in a URL and C0 controls and spaces at its ends.
// eslint-disable-next-line no-control-regex
const URL_EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const URL_TAB_NEWLINE = /[\t\n\r]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

function normalizeUrl(value: string): string {
  return value.replace(URL_TAB_NEWLINE, "").replace(URL_EDGES, "");
}

/** Same-site relative: no scheme, not protocol-relative, no backslashes or controls. */
function isSameSiteRelative(url: string): boolean {
  if (url === "" || url.startsWith("//") || url.includes("\\")) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(url)) return false;
  // A colon before the first / ? # would make the start a scheme (or look like one).
  const colon = url.indexOf(":");
  if (colon === -1) return true;
  const end = url.search(/[/?#]/);
  return end !== -1 && end < colon;
}

export function isAllowedHref(raw: string): boolean {
  const url = normalizeUrl(raw);
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (scheme === "mailto") return url.length > "mailto:".length;
    return (scheme === "http" || scheme === "https") && /^https?:\/\/[^/\\\s]/i.test(url);
  }
  return isSameSiteRelative(url);
}

export function isAllowedImageSrc(raw: string): boolean {
  const url = normalizeUrl(raw);
  if (/^https:\/\/[^/\\\s]/i.test(url)) return true;
  if (!url.startsWith("/media/") || !isSameSiteRelative(url)) return false;
  // No way out of /media/ (raw or percent-encoded dot segments).
  return !/(^|\/)(\.|%2e){1,2}(\/|$)/i.test(url.split(/[?#]/)[0] ?? "");
}

const DIMENSION = /^[0-9]{1,4}$/;
const SPAN = /^[0-9]{1,3}$/;
const DATA_TYPE = /^[a-zA-Z][a-zA-Z-]{0,40}$/;

function filterClasses(tag: string, value: string): string {
  const kept = value
    .split(/\s+/)
    .filter(
      (name) =>
        CLASS_SET.has(name) ||
        ALLOWED_CLASS_PATTERNS.some((rule) => rule.tags.includes(tag as AllowedTag) && rule.pattern.test(name)),
    );
  return [...new Set(kept)].join(" ");
}

/** The value to keep for an attribute, or null to drop it. */
function checkAttribute(tag: string, name: string, value: string): string | null {
  if (!TAG_ATTRIBUTES.get(tag)?.has(name)) return null;
  switch (name) {
    case "href":
      return isAllowedHref(value) ? value : null;
    case "src":
      return isAllowedImageSrc(value) ? value : null;
    case "target":
      return value === "_blank" ? value : null;
    case "rel":
      return LINK_REL; // set again after sanitizing: ours, whatever was sent
    case "width":
    case "height":
      return DIMENSION.test(value.trim()) ? value.trim() : null;
    case "colspan":
    case "rowspan":
    case "start":
      return SPAN.test(value.trim()) ? value.trim() : null;
    case "data-type":
      return DATA_TYPE.test(value) ? value : null;
    case "data-checked":
      return value === "true" || value === "false" ? value : null;
    case "class": {
      const kept = filterClasses(tag, value);
      return kept === "" ? null : kept;
    }
    default:
      return value; // alt, title, data-latex, data-tikz: plain text, rendered as text
  }
}

const TEXT_ALIGN = /(?:^|;)\s*text-align\s*:\s*(left|center|right|justify)\s*(?:;|$)/i;

/** Hook targets are typed with the DOM lib's Element, which the server does not load. */
function asElement(node: unknown): DomElement {
  return node as DomElement;
}

const config: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: ATTRIBUTE_NAMES,
  // Values of these are checked by checkAttribute, not by DOMPurify's URI pattern.
  ADD_URI_SAFE_ATTR: ATTRIBUTE_NAMES.filter((name) => name !== "href" && name !== "src"),
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: ["style"],
  ADD_DATA_URI_TAGS: [],
  KEEP_CONTENT: true,
  SAFE_FOR_XML: true,
  SANITIZE_DOM: true,
  WHOLE_DOCUMENT: false,
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
  RETURN_TRUSTED_TYPE: false,
};

function createPurifier() {
  // Our own instance on our own window (dompurify's factory, not isomorphic-dompurify: that one
  // builds a jsdom window when imported, a second of every server start; ours is made on the
  // first sanitize). Hooks here do not leak into other users of DOMPurify, nor theirs into ours.
  const purify = createDOMPurify(contentWindow() as unknown as WindowLike);

  purify.addHook("beforeSanitizeAttributes", (node) => {
    const element = asElement(node);
    // TipTap's TextAlign writes style="text-align: …"; style is forbidden, so keep the
    // alignment as a class (the web app's content CSS styles .text-align-*).
    const style = element.getAttribute?.("style");
    const align = style ? TEXT_ALIGN.exec(style)?.[1]?.toLowerCase() : undefined;
    if (align && /^(p|h2|h3|h4)$/.test(element.localName)) {
      const existing = element.getAttribute("class") ?? "";
      element.setAttribute("class", `${existing} text-align-${align}`.trim());
    }
  });

  purify.addHook("uponSanitizeAttribute", (node, event) => {
    const element = asElement(node);
    const kept = checkAttribute(element.localName, event.attrName, event.attrValue);
    if (kept === null) {
      event.keepAttr = false;
    } else {
      event.attrValue = kept;
    }
  });

  purify.addHook("afterSanitizeAttributes", (node) => {
    const element = asElement(node);
    if (element.localName === "a") {
      if (element.hasAttribute("href")) element.setAttribute("rel", LINK_REL);
      else element.removeAttribute("rel");
    }
  });

  purify.setConfig(config); // configured once; sanitize() then reuses it
  return purify;
}

let purifier: ReturnType<typeof createPurifier> | undefined;

/** Most passes sanitizeHtml makes to reach output that parses back to itself. */
const MAX_PASSES = 4;

/**
 * Sanitizes user HTML against the allow-list. Pure: the same input gives the same output.
 *
 * DOMPurify serializes the tree it cleaned, and some trees cannot come out of a parser
 * (e.g. an <a> nested in an <a> after table foster-parenting), so a browser would build a
 * different tree from that string than the one that was checked. We therefore sanitize
 * again until the output is a fixed point: the string then parses into a tree the
 * sanitizer leaves unchanged. Almost always that is one extra pass.
 */
export function sanitizeHtml(html: string): string {
  purifier ??= createPurifier();
  let current = purifier.sanitize(html);
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const next = purifier.sanitize(current);
    if (next === current) return current;
    current = next;
  }
  return ""; // never settled: refuse rather than return something unstable
}
