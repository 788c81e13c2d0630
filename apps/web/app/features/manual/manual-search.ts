import type { ManualSection } from "@tq/contract/manual";

/** The anchor of a section: /manual#section-12 links straight to it. */
export const sectionAnchor = (id: number) => `section-${id}`;

/** The section id a location hash points at, or null. */
export function sectionFromHash(hash: string): number | null {
  const match = /^#section-(\d+)$/.exec(hash);
  return match ? Number(match[1]) : null;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/**
 * The words a reader sees in rendered HTML, for searching: tags dropped, KaTeX's hidden
 * annotation (the formula's source) kept since authors search for "\frac" too.
 */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** About 160 characters around `at`, cut at spaces so no word is split. */
function excerptAround(text: string, at: number): string {
  let start = Math.max(0, at - 60);
  if (start > 0) start = text.indexOf(" ", start) + 1 || at;
  let end = Math.min(text.length, at + 100);
  if (end < text.length) end = text.lastIndexOf(" ", end) > at ? text.lastIndexOf(" ", end) : end;
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}

export interface SearchHit {
  section: ManualSection;
  /** A short passage around the first match in the text; null when only the title matches. */
  excerpt: string | null;
}

/** The sections whose title or text contains every word of the query (case-insensitive), in manual order. */
export function searchManual(sections: readonly ManualSection[], query: string): SearchHit[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return sections.map((section) => ({ section, excerpt: null }));
  const hits: SearchHit[] = [];
  for (const section of sections) {
    const text = plainTextOf(section.renderedHtml);
    const haystack = `${section.title.toLowerCase()} ${text.toLowerCase()}`;
    if (!words.every((w) => haystack.includes(w))) continue;
    const at = text.toLowerCase().indexOf(words[0] ?? "");
    hits.push({ section, excerpt: at === -1 ? null : excerptAround(text, at) });
  }
  return hits;
}
