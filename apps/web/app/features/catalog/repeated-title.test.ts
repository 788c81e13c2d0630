import { describe, expect, it } from "vitest";
import { withoutRepeatedTitle } from "./repeated-title.ts";

describe("withoutRepeatedTitle", () => {
  it("leaves out a first heading that repeats the topic, whatever its case, spaces and inline tags", () => {
    expect(withoutRepeatedTitle("<h1>Fractions</h1><p>Body</p>", "Fractions")).toBe("<p>Body</p>");
    expect(withoutRepeatedTitle('  <h2 class="x">Adding  <em>fractions</em></h2><p>B</p>', " adding fractions ")).toBe(
      "<p>B</p>",
    );
  });

  it("keeps the body as it is otherwise", () => {
    expect(withoutRepeatedTitle("<h1>Other</h1><p>Body</p>", "Fractions")).toBe("<h1>Other</h1><p>Body</p>");
    expect(withoutRepeatedTitle("<p>Intro</p><h1>Fractions</h1>", "Fractions")).toBe("<p>Intro</p><h1>Fractions</h1>");
    expect(withoutRepeatedTitle("<h3>Fractions</h3>", "Fractions")).toBe("<h3>Fractions</h3>");
    expect(withoutRepeatedTitle("<h1></h1><p>Body</p>", "")).toBe("<h1></h1><p>Body</p>");
  });
});
