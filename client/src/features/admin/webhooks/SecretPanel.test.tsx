import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../shared/i18n/i18n";
import { SecretPanel } from "./SecretPanel";

function show(onDone?: () => void) {
  return render(
    <I18nextProvider i18n={createI18n("sv")}>
      <MantineProvider>
        <SecretPanel secret="whsec_abc123_secret_value_of_enough_length" onDone={onDone} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe("SecretPanel", () => {
  it("shows the secret with the warning that it is not shown again, copies it, and goes when done", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const onDone = vi.fn();
    show(onDone);
    expect(screen.getByRole("region", { name: "Signeringshemlighet" })).toBeTruthy();
    expect(screen.getByText("Kopiera den till mottagaren nu: den visas inte igen.")).toBeTruthy();
    expect(screen.getByTestId("webhook-secret-value").textContent).toBe("whsec_abc123_secret_value_of_enough_length");
    fireEvent.click(screen.getByRole("button", { name: "Kopiera hemligheten" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("whsec_abc123_secret_value_of_enough_length"));
    expect(await screen.findByRole("button", { name: "✓ Kopierad" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Klar, dölj den" }));
    expect(onDone).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it("has no 'done' where the page hides it itself", () => {
    show();
    expect(screen.queryByRole("button", { name: "Klar, dölj den" })).toBeNull();
  });
});
