import fs from "node:fs";
import path from "node:path";

/** A simple SVG course logo: a coloured tile with a short mark. */
function logoSvg(mark: string, from: string, to: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" role="img"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="160" height="160" rx="28" fill="url(#g)"/><text x="80" y="100" font-family="Georgia, serif" font-size="64" font-weight="700" text-anchor="middle" fill="#fff">${mark}</text></svg>`;
}

export function writeLogo(mediaDir: string, slug: string, mark: string, from: string, to: string): string {
  const dir = path.join(mediaDir, "courses");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${slug}.svg`), logoSvg(mark, from, to));
  return `/media/courses/${slug}.svg`;
}
