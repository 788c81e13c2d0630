import { describe, expect, it } from "vitest";
import { spokenForm, withSpokenForm } from "../../src/content/math-speech.ts";
import { renderTutorialHtml } from "../../src/content/render.ts";
import { parseHtml } from "../../src/content/dom.ts";

/** Formulas in words for screen readers that do not read MathML (issue #17, ADR 0087). */
const labels = (html: string) =>
  Array.from(parseHtml(html).querySelectorAll("math")).map((m) => m.getAttribute("aria-label"));

describe("the spoken form of a formula", () => {
  it("is set on KaTeX's <math> element, its MathML and visual markup kept", () => {
    const html = renderTutorialHtml(
      "<p>$x^2+\\frac12$ and $$\\sin\\theta = \\frac{\\text{opposite}}{\\text{hypotenuse}}$$</p>",
    ).html;
    expect(labels(html)).toEqual([
      "x, squared, plus, start fraction, 1, divided by, 2, end fraction",
      "sine, theta, equals, start fraction, opposite, divided by, hypotenuse, end fraction",
    ]);
    expect(html).toContain('<annotation encoding="application/x-tex">x^2+\\frac12</annotation>');
    expect(parseHtml(html).querySelectorAll(".katex-html").length).toBe(2);
  });

  it("says text as words, not letter by letter", () => {
    expect(spokenForm("5\\text{ cm}^2", false)).toBe("5, cm, squared");
    expect(spokenForm("\\text{area of a circle} = \\pi r^2", false)).toBe("area of a circle, equals, pi, r, squared");
  });

  it("gives none where KaTeX cannot say it (the formula keeps its MathML)", () => {
    expect(spokenForm("\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}", true)).toBe("");
    expect(spokenForm("a \\lt b", false)).toBe(""); // KaTeX would read out "\lt"
    const html = renderTutorialHtml("<p>$a \\lt b$</p>").html;
    expect(labels(html)).toEqual([null]);
    expect(html).toContain("<math");
  });

  it("escapes what it writes into the attribute, and leaves markup without MathML alone", () => {
    const markup = '<span class="katex"><span class="katex-mathml"><math xmlns="m"><mi>x</mi></math></span></span>';
    const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
    const said = withSpokenForm(markup, 'say "x" & <y>', escape);
    expect(said).toContain('<math aria-label="say &quot;x&quot; &amp; &lt;y>" xmlns="m">');
    expect(labels(said)).toEqual(['say "x" & <y>']);
    expect(withSpokenForm("<span>no math</span>", "words", escape)).toBe("<span>no math</span>");
  });
});
