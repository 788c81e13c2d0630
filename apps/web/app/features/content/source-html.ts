/** Text as HTML text: the five characters HTML gives a meaning escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * Typed text as a tutorial's HTML: a paragraph per blank-line-separated block. Line ends stay
 * text (not <br>), so a `$$…$$` formula may span lines as it may in the editor's math nodes.
 */
export function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== "")
    .map((block) => `<p>${escapeHtml(block)}</p>`)
    .join("");
}

/** A TikZ source as the block a tutorial holds (the pipeline draws `<pre data-tikz>`). */
export function tikzToHtml(source: string): string {
  return source.trim() === "" ? "" : `<pre data-tikz="">${escapeHtml(source.trim())}</pre>`;
}
