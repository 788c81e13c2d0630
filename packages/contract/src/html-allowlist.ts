// The HTML allow-list of user-authored rich content (ADR 0010), as data: the server's sanitizer
// (apps/server/src/content/sanitize.ts) enforces it, the "HTML Formatting" help page shows it.

export const ALLOWED_TAGS = [
  "h2",
  "h3",
  "h4",
  "p",
  "br",
  "hr",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "sub",
  "sup",
  "mark",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "colgroup",
  "col",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "span",
  "div",
] as const;

export type AllowedTag = (typeof ALLOWED_TAGS)[number];

/** Attributes allowed per tag; a tag that is not listed has none. */
export const ALLOWED_ATTRIBUTES: Readonly<Partial<Record<AllowedTag, readonly string[]>>> = {
  a: ["href", "target", "rel", "title"],
  img: ["src", "alt", "title", "width", "height"],
  th: ["colspan", "rowspan"],
  td: ["colspan", "rowspan"],
  ol: ["start"],
  ul: ["data-type"],
  li: ["data-type", "data-checked"],
  p: ["class"],
  h2: ["class"],
  h3: ["class"],
  h4: ["class"],
  code: ["class"],
  // data-description: what a TikZ diagram shows, in words (its image's alt text, issue #17).
  pre: ["class", "data-tikz", "data-description"],
  span: ["class", "data-type", "data-latex"],
  div: ["class", "data-type", "data-latex"],
};

/** Classes kept (any other class is dropped); `language-*` on code/pre (TipTap code blocks). */
export const ALLOWED_CLASSES = [
  "math-inline",
  "math-display",
  "tikz",
  "text-align-left",
  "text-align-center",
  "text-align-right",
  "text-align-justify",
] as const;

/** Class names kept by pattern, with how the help page describes them. */
export const ALLOWED_CLASS_PATTERNS: readonly {
  tags: readonly AllowedTag[];
  pattern: RegExp;
  description: string;
}[] = [
  {
    tags: ["code", "pre"],
    pattern: /^language-[a-z0-9+#-]{1,30}$/,
    description: "language-… (the code's language, e.g. language-python)",
  },
];

/** URL rules: links may be http(s), mailto or same-site relative; images /media/… or https. */
export const URL_RULES = {
  href: "http:, https:, mailto: or a relative URL on this site (not //host)",
  src: "a path under /media/ or an https: URL; no data: URLs (images are uploaded)",
} as const;

/** What a link always gets: rel is ours, target may only be _blank. */
export const LINK_REL = "noopener noreferrer";
