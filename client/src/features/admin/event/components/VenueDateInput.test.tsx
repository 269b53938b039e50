import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../../shared/test/renderWithProviders";
import { parseTypedDate, VenueDateInput } from "./VenueDateInput";

describe("parseTypedDate", () => {
  it("reads d.m.yyyy and yyyy-mm-dd as a day", () => {
    expect(parseTypedDate("5.3.2027")).toBe("2027-03-05");
    expect(parseTypedDate(" 05.03.2027 ")).toBe("2027-03-05");
    expect(parseTypedDate("2027-03-05")).toBe("2027-03-05");
    expect(parseTypedDate("29.2.2028")).toBe("2028-02-29");
  });

  it("refuses what is not a real day", () => {
    for (const text of ["", "31.2.2027", "29.2.2027", "5.13.2027", "5/3/2027", "5.3.27", "tomorrow"])
      expect(parseTypedDate(text), text).toBeNull();
  });
});

function Field({ changes }: { changes: string[] }) {
  const [value, setValue] = useState<string | null>("2027-01-15");
  return (
    <VenueDateInput
      label="From"
      value={value}
      onChange={(next) => {
        changes.push(String(next));
        setValue(next);
      }}
    />
  );
}

describe("VenueDateInput", () => {
  it("takes a typed date as well as the calendar (issue 34, item 18)", async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    renderRoute({ path: "admin/reports/sales", url: "/fi/admin/reports/sales", element: <Field changes={changes} /> });
    const field = await screen.findByRole("textbox", { name: "From" });
    expect((field as HTMLInputElement).value).toBe("15.01.2027");
    await user.clear(field);
    await user.type(field, "5.3.2027");
    await waitFor(() => expect(changes.at(-1)).toBe("2027-03-05"));
    await user.tab();
    expect((field as HTMLInputElement).value).toBe("05.03.2027");
  });

  it("says why a typed text is not a day, in the user's language, and keeps the value it had (issue 34, item 18)", async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    renderRoute({ path: "admin/reports/sales", url: "/sv/admin/reports/sales", element: <Field changes={changes} /> });
    const field = await screen.findByRole("textbox", { name: "From" });
    await user.clear(field);
    await user.type(field, "31.2.2027");
    await user.tab();
    const describedBy = (field.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
    const description = describedBy.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
    expect(description).toMatch(/Den dagen finns inte/);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect((field as HTMLInputElement).value).toBe("31.2.2027");
    expect(changes.filter((change) => change.startsWith("2027-02"))).toEqual([]);
  });
});
