import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-error.ts";
import { installDomShims, withProviders } from "../../../lib/test-ui.tsx";
import { login } from "../api.ts";
import { LoginForm } from "./login-form.tsx";

vi.mock("../api.ts", () => ({ login: vi.fn() }));
const loginMock = vi.mocked(login);

beforeAll(installDomShims);
afterEach(cleanup);

describe("LoginForm", () => {
  it("shows the throttle's answer (429) as the server words it, and stays on the form", async () => {
    // The body the server sends once an account is throttled from this address (ADR 0054).
    const throttled = {
      error: {
        code: "rate_limited",
        message: "Too many failed sign-ins for this account from here. Try again in 12 minutes.",
      },
    };
    loginMock.mockRejectedValue(ApiError.fromAnswer(429, throttled));
    const onSignedIn = vi.fn();
    render(
      withProviders(
        <MemoryRouter>
          <LoginForm onSignedIn={onSignedIn} />
        </MemoryRouter>,
      ),
    );
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: "pupil@school.example" } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: "a-password-typed" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(
      await screen.findByText("Too many failed sign-ins for this account from here. Try again in 12 minutes."),
    ).toBeTruthy();
    expect(loginMock).toHaveBeenCalledWith({ email: "pupil@school.example", password: "a-password-typed" });
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
