/**
 * Stored source HTML → what TipTap parses. The server's sanitizer turns TipTap's
 * `style="text-align: …"` into a `text-align-*` class (ADR 0010: no style attributes), and
 * TipTap's TextAlign only reads the style, so the class is turned back here: without it,
 * every save would lose the alignment of what it did not touch.
 */
export function toEditorHtml(html: string): string {
  if (!html.includes("text-align-") || typeof DOMParser === "undefined") return html;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  for (const el of Array.from(doc.body.querySelectorAll<HTMLElement>("[class*='text-align-']"))) {
    const match = /(?:^|\s)text-align-(left|center|right|justify)(?:\s|$)/.exec(el.className);
    if (match?.[1]) el.style.textAlign = match[1];
  }
  return doc.body.innerHTML;
}

/** TipTap's empty document: nothing written yet. */
export function isEmptyHtml(html: string): boolean {
  return html.replace(/<p>\s*<\/p>/g, "").trim() === "";
}
