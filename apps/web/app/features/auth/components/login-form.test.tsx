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

  it("checks the fields with the contract's schema on submit, ties the messages to them, and sends nothing", async () => {
    loginMock.mockReset();
    render(
      withProviders(
        <MemoryRouter>
          <LoginForm onSignedIn={vi.fn()} />
        </MemoryRouter>,
      ),
    );
    const email = screen.getByLabelText(/Email/);
    fireEvent.change(email, { target: { value: "not-an-address" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Enter a valid email address.")).toBeTruthy();
    expect(await screen.findByText("Enter your password.")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(loginMock).not.toHaveBeenCalled();
    // Typing in a field clears its message, as Mantine's forms do.
    fireEvent.change(email, { target: { value: "Pupil@School.example " } });
    expect(screen.queryByText("Enter a valid email address.")).toBeNull();
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: "pw" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    // What is sent is what the schema read: trimmed, in lower case.
    await vi.waitFor(() => expect(loginMock).toHaveBeenCalledWith({ email: "pupil@school.example", password: "pw" }));
  });
});
