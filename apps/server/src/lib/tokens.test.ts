import { describe, expect, it } from "vitest";
import { MASKED_TOKEN, maskTokens, newToken } from "./tokens.ts";

describe("maskTokens (the outbox's copy of an email, issue #13)", () => {
  it("masks every token, wherever a link puts it", () => {
    for (let i = 0; i < 200; i += 1) {
      const a = newToken();
      const b = newToken();
      const text = `Open https://school.example/setpassword/ada%40x.example/${a}\nor /addguardian/7/a/b/c#invite=${b}.`;
      const masked = maskTokens(text);
      expect(masked).not.toContain(a);
      expect(masked).not.toContain(b);
      expect(masked).toBe(
        `Open https://school.example/setpassword/ada%40x.example/${MASKED_TOKEN}\nor /addguardian/7/a/b/c#invite=${MASKED_TOKEN}.`,
      );
    }
  });

  it("leaves words, codes, ids and longer or shorter runs alone", () => {
    const text = [
      "Hello Ada, your code is AB12-CD34 for report 42.",
      "https://school.example/classroom/3/9 and https://meet.example.com/abc-defg-hij",
      "x".repeat(42),
      "y".repeat(44),
    ].join("\n");
    expect(maskTokens(text)).toBe(text);
  });
});
