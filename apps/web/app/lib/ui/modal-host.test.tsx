import { render, screen } from "@testing-library/react";
import { modals } from "@mantine/modals";
import { beforeAll, describe, expect, it } from "vitest";
import { installDomShims, withProviders } from "../test-ui.tsx";
import { ModalHost } from "./modal-host.tsx";

beforeAll(installDomShims);

describe("ModalHost (Mantine's modals, loaded when first asked for)", () => {
  it("shows the first modal a screen opens, once the provider has loaded, and the next ones", async () => {
    render(withProviders(<ModalHost />));
    modals.openConfirmModal({ title: "Delete this answer?", labels: { confirm: "Delete", cancel: "Keep it" } });
    expect(await screen.findByText("Delete this answer?")).toBeTruthy();
    expect(screen.getAllByText("Delete this answer?")).toHaveLength(1);
    modals.closeAll();
    modals.open({ title: "Error", children: "Second" });
    expect(await screen.findByText("Second")).toBeTruthy();
  });
});
