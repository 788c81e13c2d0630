/**
 * Course logos in several widths (issue #16, ADR 0092): an upload is stored as
 * `/media/logos/<sha256>.webp` (at most 512×512) with smaller copies `<sha256>-<width>.webp`
 * beside it, so a page can offer a phone the width it shows. Logos stored before (under
 * `/media/courses/`, the demo's SVGs) have one size only.
 */
export const LOGO_BOX = 512;
export const LOGO_WIDTHS = [64, 128, 256] as const;

const WITH_WIDTHS = /^(.*\/media\/logos\/[0-9a-f]{64})\.webp$/;

/** `srcset` for a logo's URL (already carrying the image host), or undefined when it has one size. */
export function logoSrcSet(url: string): string | undefined {
  const stem = WITH_WIDTHS.exec(url)?.[1];
  if (!stem) return undefined;
  return [...LOGO_WIDTHS.map((w) => `${stem}-${w}.webp ${w}w`), `${stem}.webp ${LOGO_BOX}w`].join(", ");
}
