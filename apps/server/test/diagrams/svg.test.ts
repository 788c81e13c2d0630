import { describe, expect, it } from "vitest";
import { normaliseSource, parseSource } from "../../src/diagrams/source.ts";
import { embedFonts, sanitizeSvg, UnsafeSvgError } from "../../src/diagrams/svg.ts";

describe("sanitizeSvg", () => {
  it("keeps plain drawing markup as it is", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10"><g stroke="#000"><path d="M0 0h10"/><text x="1" y="2" font-family="cmr10">a &lt; b</text></g></svg>';
    expect(sanitizeSvg(svg)).toBe(svg);
  });

  it("drops scripts, handlers, foreign content and references outside the document", () => {
    const out = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script>' +
        "<foreignObject><div>x</div></foreignObject><style>@import url(https://evil.example/x.css);</style>" +
        '<image href="https://evil.example/x.png"/><a href="javascript:alert(3)"><path d="M0 0"/></a>' +
        '<use href="#ok"/><use xlink:href="https://evil.example/s.svg#x"/>' +
        '<path fill="url(https://evil.example/#g)" stroke="url(#g)" style="fill:u&#114;l(http://x)" d="M1 1"/></svg>',
    );
    expect(out).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><use href="#ok"/><use/><path stroke="url(#g)" d="M1 1"/></svg>',
    );
  });

  it("refuses markup it cannot read as plain tags", () => {
    for (const bad of [
      '<!DOCTYPE svg [<!ENTITY x "y">]><svg></svg>',
      "<svg><text>&x;</text></svg>",
      "<div></div>",
      "<svg><g></svg>",
      "<svg><![CDATA[<script>]]></svg>",
    ]) {
      expect(() => sanitizeSvg(bad), bad).toThrow(UnsafeSvgError);
    }
  });

  it("embeds the fonts the text uses, and only those", () => {
    const out = embedFonts('<svg x="1"><text font-family="cmr10">a</text><text font-family="nosuch">b</text></svg>');
    expect(out).toMatch(/^<svg x="1"><defs><style>@font-face\{font-family:cmr10;src:url\(data:font\/ttf;base64,/);
    expect(out).not.toContain("nosuch;");
  });
});

describe("parseSource", () => {
  it("takes allow-listed packages and TikZ libraries before the picture", () => {
    const parsed = parseSource(
      normaliseSource(
        "\\usepackage[intlimits]{amsmath}\r\n\\usetikzlibrary{arrows.meta, calc}\n\\begin{tikzpicture}\\draw (0,0);\\end{tikzpicture}  ",
      ),
    );
    expect(parsed.packages).toEqual({ amsmath: "intlimits" });
    expect(parsed.libraries).toBe("arrows.meta,calc");
    expect(parsed.firstLine).toBe(3);
    expect(parsed.document).toBe(
      "\\begin{document}\n\\begin{tikzpicture}\\draw (0,0);\\end{tikzpicture}\n\\end{document}\n",
    );
  });

  it("hashes the normalised source", () => {
    const a = parseSource(normaliseSource("\\begin{tikzpicture}\n\\draw (0,0);\n\\end{tikzpicture}"));
    const b = parseSource(normaliseSource("  \\begin{tikzpicture}  \r\n\\draw (0,0);\r\n\\end{tikzpicture}\n"));
    expect(a.hash).toBe(b.hash);
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    "\\usetikzlibrary{../../etc/passwd}\n\\begin{tikzpicture}\\end{tikzpicture}",
    "\\def\\x{1}\n\\begin{tikzpicture}\\end{tikzpicture}",
    "\\begin{tikzpicture}\\usepackage{tikz}\\end{tikzpicture}",
    "\\begin{tikzpicture}\\end{tikzpicture} trailing",
    "\\begin{tikzpicture}\\makeatletter\\end{tikzpicture}",
    "\\begin{tikzpicture}\\end{document}\\end{tikzpicture}",
  ])("refuses %s", (source) => {
    expect(() => parseSource(normaliseSource(source))).toThrow(/The diagram could not be drawn/);
  });
});
