import { RemoveScroll as Real } from "react-remove-scroll";
import { describe, expect, it } from "vitest";
import { RemoveScroll } from "./remove-scroll-classes.ts";

describe("the AppShell's scroll classes", () => {
  it("are the names react-remove-scroll's lock applies", () => {
    expect(RemoveScroll.classNames).toEqual(Real.classNames);
  });
});
