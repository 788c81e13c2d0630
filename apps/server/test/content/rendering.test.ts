// The rich-content pipeline: allow-list sanitizing, server-side KaTeX, TikZ block
// normalization, and their order (sanitize first, then math). XSS corpus: content/xss.test.ts.
import DOMPurify from "isomorphic-dompurify";
import { describe, expect, it } from "vitest";
import { parseHtml, type DomElement } from "../../src/content/dom.ts";
import { MAX_FORMULA_LENGTH, MAX_FORMULAS_PER_DOCUMENT, renderMath, splitMath } from "../../src/content/math.ts";
import { renderTutorialHtml } from "../../src/content/render.ts";
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  isAllowedHref,
  isAllowedImageSrc,
  LINK_REL,
  sanitizeHtml,
} from "../../src/content/sanitize.ts";
import { findTikzBlocks, markTikzBlocks } from "../../src/content/tikz.ts";

function dom(html: string): DomElement {
  return parseHtml(html);
}

function one(html: string, selector: string): DomElement {
  const found = dom(html).querySelectorAll(selector);
  expect(found.length, `one ${selector} in ${html}`).toBe(1);
  return found[0] as DomElement;
}

function attributeNames(element: DomElement): string[] {
  return Array.from(element.attributes)
    .map((attribute) => attribute.name)
    .sort();
}

describe("sanitizeHtml: the allow-list as data", () => {
  it("exports the tags and per-tag attributes", () => {
    expect(ALLOWED_TAGS).toContain("h2");
    expect(ALLOWED_TAGS).not.toContain("h1");
    expect(ALLOWED_TAGS).not.toContain("script");
    expect(ALLOWED_TAGS).not.toContain("svg");
    expect(ALLOWED_ATTRIBUTES.a).toEqual(["href", "target", "rel", "title"]);
    expect(ALLOWED_ATTRIBUTES.img).toEqual(["src", "alt", "title", "width", "height"]);
    for (const names of Object.values(ALLOWED_ATTRIBUTES)) {
      expect(names).not.toContain("style");
      expect(names.some((name) => name.startsWith("on"))).toBe(false);
    }
  });
});

describe("sanitizeHtml: kept", () => {
  it.each([
    "<h2>Heading 2</h2>",
    "<h3>Heading 3</h3>",
    "<h4>Heading 4</h4>",
    "<p>a<br>b</p>",
    "<hr>",
    "<p><strong>s</strong><b>b</b><em>e</em><i>i</i><u>u</u><s>s</s><sub>1</sub><sup>2</sup><mark>m</mark></p>",
    "<p><code>x = 1</code></p>",
    '<pre><code class="language-ts">const x = 1;</code></pre>',
    "<blockquote><p>quote</p></blockquote>",
    "<ul><li>a</li></ul><ol><li>b</li></ol>",
    '<ol start="3"><li>c</li></ol>',
    '<figure><img src="/media/a.png" alt="A" width="320" height="200"><figcaption>Caption</figcaption></figure>',
    '<table><colgroup><col></colgroup><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="2">d</td></tr></tbody></table>',
    '<span class="math-inline">x</span>',
    '<div class="math-display">x</div>',
    '<span data-type="inline-math" data-latex="x^2"></span>',
    '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><p>done</p></li></ul>',
    '<p class="text-align-center">centred</p>',
  ])("%s", (html) => {
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("keeps http, https, mailto and relative links and adds rel", () => {
    for (const href of [
      "https://example.org/a?b=c#d",
      "http://example.org",
      "mailto:a@example.org",
      "/tutorials/3",
      "#part-2",
      "?tab=quiz",
      "../up",
      "page.html",
    ]) {
      const a = one(sanitizeHtml(`<a href="${href}">x</a>`), "a");
      expect(a.getAttribute("href")).toBe(href);
      expect(a.getAttribute("rel")).toBe(LINK_REL);
    }
  });

  it("keeps target=_blank only, and always sets its own rel", () => {
    const blank = one(sanitizeHtml('<a href="https://e.org" target="_blank" rel="opener">x</a>'), "a");
    expect(blank.getAttribute("target")).toBe("_blank");
    expect(blank.getAttribute("rel")).toBe(LINK_REL);
    for (const target of ["_top", "_parent", "_self", "frame1"]) {
      const a = one(sanitizeHtml(`<a href="https://e.org" target="${target}">x</a>`), "a");
      expect(a.hasAttribute("target")).toBe(false);
    }
  });

  it("drops rel (and anything else) on a link without href", () => {
    expect(sanitizeHtml('<a rel="opener" name="x">x</a>')).toBe("<a>x</a>");
  });

  it("turns TipTap's text-align style into a class", () => {
    expect(sanitizeHtml('<p style="text-align: right">r</p>')).toBe('<p class="text-align-right">r</p>');
    expect(sanitizeHtml('<h3 style="color:red; text-align:justify;">j</h3>')).toBe(
      '<h3 class="text-align-justify">j</h3>',
    );
    expect(sanitizeHtml('<p style="text-align: evil">x</p>')).toBe("<p>x</p>");
  });

  it("keeps image sources under /media/ and https only", () => {
    expect(isAllowedImageSrc("/media/courses/1/logo.png")).toBe(true);
    expect(isAllowedImageSrc("https://cdn.example.org/a.png")).toBe(true);
    for (const src of [
      "http://cdn.example.org/a.png",
      "//cdn.example.org/a.png",
      "/api/users/me",
      "media/a.png",
      "/media/../api/x",
      "/media/%2E%2E/api/x",
      "data:image/png;base64,iVBORw0KGgo=",
      "data:image/svg+xml,<svg onload=alert(1)>",
      "javascript:alert(1)",
      "https:/x",
    ]) {
      expect(isAllowedImageSrc(src), src).toBe(false);
      expect(one(sanitizeHtml(`<img src="${src}" alt="a">`), "img").hasAttribute("src"), src).toBe(false);
    }
  });

  it("accepts only the URLs the rules allow in href", () => {
    for (const bad of [
      "javascript:alert(1)",
      " JAVASCRIPT:alert(1)",
      "java\tscript:alert(1)",
      "vbscript:x",
      "data:text/html,x",
      "//evil.example",
      "/\\evil.example",
      "ftp://example.org",
      "tel:123",
      "mailto:",
      "https:evil",
      "\u0001javascript:x",
    ]) {
      expect(isAllowedHref(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("sanitizeHtml: stripped", () => {
  it.each([
    ["h1 becomes its text", "<h1>Title</h1>", "Title"],
    ["h5 and h6 become their text", "<h5>a</h5><h6>b</h6>", "ab"],
    ["script with its content", "<p>a<script>alert(1)</script>b</p>", "<p>ab</p>"],
    ["style element", "<style>p{color:red}</style><p>x</p>", "<p>x</p>"],
    ["style attribute", '<p style="color:red">x</p>', "<p>x</p>"],
    ["event handlers", '<p onclick="x()" onmouseover="y()">x</p>', "<p>x</p>"],
    ["unknown classes", '<p class="evil text-align-left">x</p>', '<p class="text-align-left">x</p>'],
    ["classes not allowed on the tag", '<em class="math-inline">x</em>', "<em>x</em>"],
    ["language class only on code/pre", '<span class="language-js">x</span>', "<span>x</span>"],
    ["ids and names", '<p id="main" name="x">x</p>', "<p>x</p>"],
    ["unknown data attributes", '<span data-foo="1" data-latex="x">y</span>', '<span data-latex="x">y</span>'],
    ["aria attributes", '<p aria-label="x" role="button">x</p>', "<p>x</p>"],
    ["iframe", '<iframe src="https://e.org"></iframe><p>x</p>', "<p>x</p>"],
    ["form and inputs", '<form action="/x"><input name="a"><button>b</button></form>', "b"],
    ["svg", "<svg><circle r=1></circle></svg><p>x</p>", "<p>x</p>"],
    ["MathML from the author", "<math><mi>x</mi></math><p>y</p>", "<p>y</p>"],
    ["object and embed", '<object data="x"></object><embed src="y"><p>z</p>', "<p>z</p>"],
    ["non-numeric sizes", '<img src="/media/a.png" width="100%" height="1e9">', '<img src="/media/a.png">'],
    [
      "huge spans",
      '<table><tbody><tr><td colspan="99999">x</td></tr></tbody></table>',
      "<table><tbody><tr><td>x</td></tr></tbody></table>",
    ],
    ["bad data-checked", '<li data-checked="maybe">x</li>', "<li>x</li>"],
    ["comments", "<p>a<!-- secret -->b</p>", "<p>ab</p>"],
  ])("%s", (_, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it("leaves no attribute outside the per-tag list", () => {
    const html = sanitizeHtml(
      '<p title="t" lang="en" dir="rtl">x</p><img src="/media/a.png" alt="a" loading="lazy" srcset="x 1x"><code class="language-js" title="t">c</code>',
    );
    expect(attributeNames(one(html, "p"))).toEqual([]);
    expect(attributeNames(one(html, "img"))).toEqual(["alt", "src"]);
    expect(attributeNames(one(html, "code"))).toEqual(["class"]);
  });

  it("uses its own DOMPurify instance: the shared one keeps its defaults", () => {
    sanitizeHtml('<a href="https://e.org">x</a>');
    expect(DOMPurify.sanitize('<a href="https://e.org">x</a>')).toBe('<a href="https://e.org">x</a>');
    expect(DOMPurify.sanitize('<p style="color:red">x</p>')).toBe('<p style="color:red">x</p>');
  });

  it("is idempotent on ordinary content", () => {
    const html = '<h2>T</h2><p>a <a href="/x">b</a> <em>c</em></p><ul><li>d</li></ul>';
    const once = sanitizeHtml(html);
    expect(sanitizeHtml(once)).toBe(once);
  });
});

describe("splitMath", () => {
  it("finds inline and display formulas", () => {
    expect(splitMath("a $x$ b $$y$$ c")).toEqual([
      { kind: "text", text: "a " },
      { kind: "math", tex: "x", display: false, source: "$x$" },
      { kind: "text", text: " b " },
      { kind: "math", tex: "y", display: true, source: "$$y$$" },
      { kind: "text", text: " c" },
    ]);
  });

  it("leaves prices and lone dollars alone", () => {
    expect(splitMath("It costs $5 and $10.")).toEqual([{ kind: "text", text: "It costs $5 and $10." }]);
    expect(splitMath("$ x $")).toEqual([{ kind: "text", text: "$ x $" }]);
    expect(splitMath("$x$5")).toEqual([{ kind: "text", text: "$x$5" }]);
    expect(splitMath("$$")).toEqual([{ kind: "text", text: "$$" }]);
    expect(splitMath("$$ $$")).toEqual([{ kind: "text", text: "$$ $$" }]);
    expect(splitMath("only $one")).toEqual([{ kind: "text", text: "only $one" }]);
  });

  it("treats \\$ as a literal dollar, outside and inside formulas", () => {
    expect(splitMath("\\$5 and \\$6")).toEqual([{ kind: "text", text: "$5 and $6" }]);
    expect(splitMath("$a\\$b$")).toEqual([{ kind: "math", tex: "a\\$b", display: false, source: "$a\\$b$" }]);
    expect(splitMath("$$\\$$$")).toEqual([{ kind: "math", tex: "\\$", display: true, source: "$$\\$$$" }]);
  });

  it("reads \\\\ as an escaped backslash, so the $ after it is a delimiter", () => {
    expect(splitMath("$a\\\\$")).toEqual([{ kind: "math", tex: "a\\\\", display: false, source: "$a\\\\$" }]);
  });

  it("keeps display math across newlines and inline math on its own", () => {
    expect(splitMath("$$a\nb$$")[0]).toMatchObject({ kind: "math", tex: "a\nb", display: true });
  });

  it("leaves a tikzpicture in running text alone", () => {
    const text = "see \\begin{tikzpicture}\\node {$x$};\\end{tikzpicture} and $y$";
    const segments = splitMath(text);
    expect(segments[0]).toEqual({ kind: "text", text: "see \\begin{tikzpicture}\\node {$x$};\\end{tikzpicture} and " });
    expect(segments[1]).toMatchObject({ kind: "math", tex: "y" });
  });

  it("is linear: a long hostile line of dollars splits quickly and completely", () => {
    const text = "$a ".repeat(50_000) + "$5 ".repeat(50_000);
    const segments = splitMath(text);
    expect(segments.map((segment) => (segment.kind === "text" ? segment.text : segment.source)).join("")).toBe(text);
  });
});

describe("renderMath", () => {
  it("renders inline math with KaTeX", () => {
    const html = renderMath("<p>Area: $\\pi r^2$.</p>");
    expect(html).toContain('class="katex"');
    expect(html).not.toContain("katex-display");
    expect(html.startsWith('<p>Area: <span class="katex">')).toBe(true);
    expect(html.endsWith("</span>.</p>")).toBe(true);
    expect(html).toContain('<annotation encoding="application/x-tex">\\pi r^2</annotation>');
  });

  it("renders display math", () => {
    const html = renderMath("<p>$$\\int_0^1 x\\,dx = \\frac12$$</p>");
    expect(html).toContain('class="katex-display"');
    expect(html).toContain('class="katex"');
  });

  it("renders several formulas in one text node and across elements", () => {
    const root = dom(renderMath("<p>$a$ and $b$</p><ul><li><strong>$c$</strong></li></ul><h2>$d$</h2>"));
    expect(root.querySelectorAll(".katex").length).toBe(4);
  });

  it("turns a bad formula into an inline error element, never a throw", () => {
    let html = "";
    expect(() => {
      html = renderMath("<p>before $\\frac{1$ after</p>");
    }).not.toThrow();
    const error = one(html, "span.math-error");
    expect(error.textContent).toBe("$\\frac{1$");
    expect(error.getAttribute("title")).toMatch(/KaTeX parse error/);
    expect(html).toMatch(/^<p>before <span class="math-error" title="[^"]*">\$\\frac\{1\$<\/span> after<\/p>$/);
  });

  it("reports undefined commands as errors too", () => {
    expect(one(renderMath("<p>$\\nosuchcommand$</p>"), "span.math-error").textContent).toBe("$\\nosuchcommand$");
  });

  it("escapes the source and message of an error element", () => {
    const html = renderMath("<p>$\\frac{&lt;img src=x onerror=alert(1)&gt;$</p>");
    const root = dom(html);
    expect(root.querySelectorAll("img").length).toBe(0);
    expect(one(html, "span.math-error").textContent).toBe("$\\frac{<img src=x onerror=alert(1)>$");
  });

  it("limits a hostile formula instead of blowing up", () => {
    const nested = `<p>$${"{".repeat(MAX_FORMULA_LENGTH)}x${"}".repeat(MAX_FORMULA_LENGTH)}$</p>`;
    expect(one(renderMath(nested), "span.math-error").getAttribute("title")).toMatch(/longer than/);
    expect(one(renderMath("<p>$\\def\\a{\\a\\a}\\a$</p>"), "span.math-error").getAttribute("title")).toMatch(
      /Too many expansions/,
    );
    // \rule is capped by maxSize (50em), not rendered 100000em tall.
    const rule = renderMath("<p>$\\rule{100000em}{100000em}$</p>");
    expect(rule).toContain("50em");
    expect(rule).not.toContain("100000em;");
  });

  it("survives a deeply nested formula under the length limit", () => {
    const depth = Math.floor((MAX_FORMULA_LENGTH - 1) / 2);
    const html = renderMath(`<p>$${"{".repeat(depth)}x${"}".repeat(depth)}$</p>`);
    expect(html.includes("katex") || html.includes("math-error")).toBe(true);
  });

  it("does not render math inside code, pre, kbd or samp", () => {
    for (const html of [
      "<p><code>$x$</code></p>",
      "<pre><code>echo $HOME $PATH$</code></pre>",
      "<pre>$$y$$</pre>",
      "<p><kbd>$x$</kbd> <samp>$y$</samp></p>",
    ]) {
      expect(renderMath(html)).toBe(html);
    }
  });

  it("keeps an escaped \\$ literal (and drops the backslash)", () => {
    expect(renderMath("<p>It costs \\$5, not \\$6.</p>")).toBe("<p>It costs $5, not $6.</p>");
    expect(renderMath("<p>\\$x\\$</p>")).toBe("<p>$x$</p>");
    expect(renderMath("<p><code>\\$x\\$</code></p>")).toBe("<p><code>\\$x\\$</code></p>");
  });

  it("leaves text without formulas byte for byte", () => {
    const html = '<p>No math here, <a href="/x">link</a> &amp; more.</p>';
    expect(renderMath(html)).toBe(html);
    expect(renderMath("<p>Prices: $5 and $10</p>")).toBe("<p>Prices: $5 and $10</p>");
  });

  it("renders TipTap-style math nodes from data-latex", () => {
    const html = renderMath(
      '<p>x <span data-type="inline-math" data-latex="\\alpha"></span></p><div data-type="block-math" data-latex="\\beta"></div>',
    );
    const span = one(html, "span[data-latex]");
    expect(span.querySelectorAll(".katex").length).toBe(1);
    expect(span.querySelectorAll(".katex-display").length).toBe(0);
    const div = one(html, "div[data-latex]");
    expect(div.querySelectorAll(".katex-display").length).toBe(1);
  });

  it("renders .math-inline and .math-display from their text", () => {
    const root = dom(renderMath('<span class="math-inline">x^2</span><div class="math-display">\\sum_i i</div>'));
    expect(root.querySelectorAll(".math-inline .katex").length).toBe(1);
    expect(root.querySelectorAll(".math-display .katex-display").length).toBe(1);
  });

  it("caps the number of formulas in one document", () => {
    const html = renderMath(`<p>${"$x$ ".repeat(MAX_FORMULAS_PER_DOCUMENT + 1)}</p>`);
    const root = dom(html);
    expect(root.querySelectorAll(".katex").length).toBe(MAX_FORMULAS_PER_DOCUMENT);
    expect(one(html, "span.math-error").getAttribute("title")).toMatch(/More than/);
  });

  it("cannot be fooled by comments that look like its placeholders", () => {
    const html = renderMath("<p><!--0:0-->$a$<!--x:1--></p>");
    expect(html.startsWith('<p><!--0:0--><span class="katex">')).toBe(true);
    expect(html.endsWith("</span><!--x:1--></p>")).toBe(true);
  });

  it("lets KaTeX draw with SVG (square roots), inside its own output only", () => {
    const root = dom(renderTutorialHtml("<p>$\\sqrt{2}$</p>").html);
    const svgs = Array.from(root.querySelectorAll("svg"));
    expect(svgs.length).toBeGreaterThan(0);
    for (const svg of svgs) {
      expect(svg.closest(".katex-html")).not.toBeNull();
      const all = [svg, ...Array.from(svg.querySelectorAll("*"))];
      expect(all.every((element) => Array.from(element.attributes).every(({ name }) => !name.startsWith("on")))).toBe(
        true,
      );
    }
  });

  it("does not render math a second time", () => {
    const once = renderMath("<p>$x$ and $$y$$</p>");
    expect(renderMath(once)).toBe(once);
  });

  it("neutralizes KaTeX commands that would need trust", () => {
    for (const tex of [
      "\\href{javascript:alert(1)}{x}",
      "\\url{javascript:alert(1)}",
      "\\htmlClass{evil}{x}",
      "\\htmlStyle{color:red}{x}",
      "\\htmlId{evil}{x}",
      "\\includegraphics{https://e.org/a.png}",
    ]) {
      const root = dom(renderMath(`<p>$${tex}$</p>`));
      expect(root.querySelectorAll("a, img, .evil, #evil").length, tex).toBe(0);
    }
  });
});

describe("TikZ blocks", () => {
  it("normalizes <pre data-tikz> and keeps its source as text", () => {
    const root = dom(sanitizeHtml("<pre data-tikz><code>\\draw (0,0) -- (1,1);</code></pre>"));
    markTikzBlocks(root);
    expect(root.innerHTML).toBe('<pre class="tikz" data-tikz="">\\draw (0,0) -- (1,1);</pre>');
    expect(findTikzBlocks(root).map((block) => block.source)).toEqual(["\\draw (0,0) -- (1,1);"]);
  });

  it("collects a tikzpicture typed as several paragraphs into one block, without math", () => {
    const html = renderTutorialHtml(
      "<p>Figure:</p><p>\\begin{tikzpicture}</p><p>\\node at (0,0) {$x$};</p><p>\\end{tikzpicture}</p><p>$y$</p>",
    ).html;
    const pre = one(html, "pre.tikz");
    expect(pre.textContent).toBe("\\begin{tikzpicture}\n\\node at (0,0) {$x$};\n\\end{tikzpicture}");
    expect(dom(html).querySelectorAll(".katex").length).toBe(1); // only $y$
    expect(html.startsWith("<p>Figure:</p><pre")).toBe(true);
  });

  it("handles a tikzpicture in one paragraph with <br> and in a code block", () => {
    const a = renderTutorialHtml("<p>\\begin{tikzpicture}<br>\\draw (0,0) circle (1);<br>\\end{tikzpicture}</p>").html;
    expect(one(a, "pre.tikz").textContent).toBe("\\begin{tikzpicture}\n\\draw (0,0) circle (1);\n\\end{tikzpicture}");
    const b = renderTutorialHtml(
      "<pre><code>\\begin{tikzpicture}\n\\draw (0,0);\n\\end{tikzpicture}</code></pre>",
    ).html;
    expect(b).toBe('<pre class="tikz" data-tikz="">\\begin{tikzpicture}\n\\draw (0,0);\n\\end{tikzpicture}</pre>');
  });

  it("leaves an unclosed tikzpicture as ordinary text", () => {
    const html = renderTutorialHtml("<p>\\begin{tikzpicture}</p><p>oops</p>").html;
    expect(html).toBe("<p>\\begin{tikzpicture}</p><p>oops</p>");
  });
});

describe("renderTutorialHtml", () => {
  it("sanitizes first, then renders math", () => {
    const { html } = renderTutorialHtml(
      '<h2 onclick="x()">Intro</h2><p style="color:red">Let $x^2$ be <a href="javascript:alert(1)">bad</a>.</p><script>alert(1)</script>',
    );
    const root = dom(html);
    expect(root.querySelectorAll("script").length).toBe(0);
    expect(one(html, "h2").attributes.length).toBe(0);
    expect(one(html, "p").hasAttribute("style")).toBe(false);
    expect(one(html, "a").hasAttribute("href")).toBe(false);
    expect(root.querySelectorAll(".katex").length).toBe(1);
    // KaTeX's own inline styles survive because they are added after sanitizing.
    expect(root.querySelectorAll(".katex [style]").length).toBeGreaterThan(0);
    expect(root.querySelectorAll(".katex-mathml math").length).toBe(1);
  });

  it("returns an object with html, and an empty document for empty input", () => {
    expect(renderTutorialHtml("")).toEqual({ html: "" });
    expect(renderTutorialHtml("plain text")).toEqual({ html: "plain text" });
  });

  it("renders a realistic TipTap document", () => {
    const input = [
      '<h2 style="text-align: center">Quadratics</h2>',
      "<p>The roots of $ax^2+bx+c=0$ are</p>",
      "<p>$$x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}$$</p>",
      '<p>See <a target="_blank" rel="noopener noreferrer nofollow" href="https://en.wikipedia.org/wiki/Quadratic_formula">Wikipedia</a>.</p>',
      '<pre><code class="language-python">print("$x$")</code></pre>',
      '<img src="/media/tutorials/7/parabola.png" alt="A parabola">',
      '<table style="min-width: 50px"><colgroup><col style="min-width: 25px"></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>a</p></th></tr></tbody></table>',
    ].join("");
    const { html } = renderTutorialHtml(input);
    const root = dom(html);
    expect(one(html, "h2").getAttribute("class")).toBe("text-align-center");
    expect(root.querySelectorAll(".katex").length).toBe(2);
    expect(root.querySelectorAll(".katex-display").length).toBe(1);
    expect(one(html, "a").getAttribute("rel")).toBe(LINK_REL);
    expect(one(html, "a").getAttribute("target")).toBe("_blank");
    expect(one(html, "code").textContent).toBe('print("$x$")');
    expect(one(html, "img").getAttribute("src")).toBe("/media/tutorials/7/parabola.png");
    expect(root.querySelectorAll("[style]:not(.katex *):not(.katex)").length).toBe(0);
  });
});
