import { describe, expect, it } from "vitest";
import { maskSecretsInUrl } from "./log-safety.ts";

describe("maskSecretsInUrl", () => {
  it("hides the email and token of a reset link, keeping the rest", () => {
    expect(maskSecretsInUrl("/setpassword/a%40b.org/Xy_123abc")).toBe("/setpassword/[email]/[token]");
    expect(maskSecretsInUrl("/setpassword/a%40b.org/Xy_123abc.data?_routes=x")).toBe(
      "/setpassword/[email]/[token].data?_routes=x",
    );
    expect(maskSecretsInUrl("/home?x=1")).toBe("/home?x=1");
  });
});
