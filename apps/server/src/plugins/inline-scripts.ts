import { createHash, randomBytes } from "node:crypto";

/**
 * The CSP allows a page's inline scripts by their sha256 (ADR 0090), not by a per-response
 * nonce: a page's HTML is then the same bytes for the same data, so its compressed bytes can be
 * cached. Hashing every inline script of the output would also approve a script smuggled into
 * author content, so the renderer still marks the scripts it writes itself with a secret made for
 * this one render (the `nonce` React Router and Mantine put on their tags); only the marked ones
 * are hashed, then the marker is removed from the HTML.
 */
export function renderMarker(): string {
  // Hex: nothing in it is escaped when React writes it into an attribute.
  return randomBytes(16).toString("hex");
}

/** `<script …>text</script>`: an HTML parser ends a script's text at the first `</script`. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script/gi;

export interface SealedPage {
  html: string;
  /** CSP source expressions, `'sha256-…'`, one per distinct marked inline script. */
  scriptHashes: string[];
}

export function sealInlineScripts(html: string, marker: string): SealedPage {
  const markerAttribute = ` nonce="${marker}"`;
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (!attributes.includes(markerAttribute) || /\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return { html: html.replaceAll(markerAttribute, ""), scriptHashes: [...hashes] };
}
