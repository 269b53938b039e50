import { Button } from "@mantine/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AppForm, useAppForm } from "../../../../shared/form";
import { renderRoute } from "../../../../shared/test/renderWithProviders";
import { VenueDateTimePicker } from "./VenueDateTimePicker";

/** The field's accessible description: the texts its aria-describedby names (the message among them). */
function description(field: HTMLElement): string {
  const ids = (field.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

function StartForm({ onSave, initial }: { onSave: (startTime: string | null) => void; initial: string | null }) {
  const dialog = useAppForm<{ startTime: string | null }>({
    initialValues: { startTime: initial },
    rules: { startTime: { required: true } },
    onSubmit: async ({ startTime }) => onSave(startTime),
  });
  return (
    <AppForm form={dialog} label="Occasion">
      <VenueDateTimePicker label="Starts" required {...dialog.form.getInputProps("startTime")} />
      <Button type="submit">Save</Button>
    </AppForm>
  );
}

function renderForm(url: string, initial: string | null = "2027-01-15 18:30:00") {
  const onSave = vi.fn();
  renderRoute({ path: "admin/form", url, element: <StartForm onSave={onSave} initial={initial} /> });
  return onSave;
}

describe("VenueDateTimePicker (issue 34, item 18)", () => {
  it("shows its value as dd.mm.yyyy hh:mm and saves a time typed the Finnish way, shown back in the same format", async () => {
    const user = userEvent.setup();
    const onSave = renderForm("/fi/admin/form");
    const field = await screen.findByRole("textbox", { name: /^Starts/ });
    expect(field).toHaveProperty("value", "15.01.2027 18:30");
    await user.clear(field);
    await user.type(field, "24.12.2026 klo 19.00");
    await user.tab();
    expect(field).toHaveProperty("value", "24.12.2026 19:00");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith("2026-12-24 19:00:00"));
  });

  it("says in the user's language why a typed text is not a time and does not save the old value", async () => {
    const user = userEvent.setup();
    const onSave = renderForm("/fi/admin/form");
    const field = await screen.findByRole("textbox", { name: /^Starts/ });
    await user.clear(field);
    await user.type(field, "jouluaattona");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(description(field)).toMatch(/Kirjoita päivä ja aika muodossa 24.12.2026 19.00/);
    expect(field).toHaveProperty("value", "jouluaattona");
    expect(document.activeElement).toBe(field);
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, "31.2.2027 19.00");
    await user.tab();
    expect(description(field)).toMatch(/Tällaista päivää ei ole/);
    await user.clear(field);
    await user.type(field, "28.2.2027 19.00");
    expect(description(field)).not.toMatch(/Tällaista päivää ei ole/);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith("2027-02-28 19:00:00"));
  });

  it("an emptied required field is the form's own 'required', not a typing mistake", async () => {
    const user = userEvent.setup();
    const onSave = renderForm("/en/admin/form");
    const field = await screen.findByRole("textbox", { name: /^Starts/ });
    await user.clear(field);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(description(field)).not.toMatch(/Type the date and time/);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("opens its calendar on the field's month, and what is chosen there is shown in the field", async () => {
    const user = userEvent.setup();
    renderForm("/en/admin/form", "2091-09-14 19:00:00");
    await user.click(await screen.findByRole("button", { name: "Choose from the calendar: Starts" }));
    const calendar = await screen.findByRole("dialog", { name: "Starts" });
    expect(within(calendar).getByRole("button", { name: "September 2091" })).toBeTruthy();
    await user.click(within(calendar).getByRole("button", { name: "20 September 2091" }));
    await user.click(within(calendar).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Starts" })).toBeNull());
    expect(screen.getByRole("textbox", { name: /^Starts/ })).toHaveProperty("value", "20.09.2091 19:00");
  });
});
