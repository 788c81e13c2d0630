import { describe, expect, it } from "vitest";
import { logoSrcSet } from "./logos.ts";

const hash = "a".repeat(64);

describe("logoSrcSet (ADR 0092)", () => {
  it("offers an upload's stored widths, on the image host too", () => {
    expect(logoSrcSet(`/media/logos/${hash}.webp`)).toBe(
      `/media/logos/${hash}-64.webp 64w, /media/logos/${hash}-128.webp 128w, /media/logos/${hash}-256.webp 256w, /media/logos/${hash}.webp 512w`,
    );
    expect(logoSrcSet(`https://img.example/media/logos/${hash}.webp`)).toContain(
      `https://img.example/media/logos/${hash}-64.webp 64w`,
    );
  });

  it("offers nothing for a logo of one size (an earlier upload, the demo's SVGs)", () => {
    expect(logoSrcSet(`/media/courses/${hash}.webp`)).toBeUndefined();
    expect(logoSrcSet("/media/courses/mathematics.svg")).toBeUndefined();
  });
});
