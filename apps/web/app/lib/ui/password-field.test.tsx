import { render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { installDomShims, withProviders } from "../test-ui.tsx";
import { PasswordField } from "./password-field.tsx";

beforeAll(installDomShims);

describe("PasswordField (issue #17: a password's error is tied to it)", () => {
  it("marks the field invalid and names its description and error", () => {
    render(withProviders(<PasswordField label="New password" description="8 to 128 characters." error="Too short." />));
    const input = screen.getByLabelText("New password");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const ids = (input.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
    const said = ids.map((id) => document.getElementById(id)?.textContent);
    expect(said.sort()).toEqual(["8 to 128 characters.", "Too short."]);
  });

  it("says nothing of an error it does not have", () => {
    render(withProviders(<PasswordField label="Password" />));
    const input = screen.getByLabelText("Password");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
  });
});
