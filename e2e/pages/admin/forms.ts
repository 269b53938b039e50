import { expect, type Locator, type Page } from "@playwright/test";

/** Picks `option` in a Mantine select (a combobox whose options open in a listbox). */
export async function choose(page: Page, combobox: Locator, option: string | RegExp): Promise<void> {
  await combobox.click();
  await page.getByRole("option", { name: option, exact: typeof option === "string" }).click();
  await expect(page.getByRole("listbox")).toBeHidden();
}

/** A wall-clock time in the venue's time zone, as the date-time pickers take it. */
export interface WallTime {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** A venue wall time a number of days from today (the venue is in Helsinki; the day is what matters here). */
export function wallTimeInDays(days: number, hour: number, minute = 0): WallTime {
  const date = new Date(Date.now() + days * 86_400_000);
  const part = (type: "year" | "month" | "day") =>
    Number(new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Helsinki", [type]: "numeric" }).format(date));
  return { year: part("year"), month: part("month"), day: part("day"), hour, minute };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** '15.12.2026 19:00', as the pickers and tables show it (SPEC section 9). */
export function formatWallTime(time: WallTime): string {
  return `${pad(time.day)}.${pad(time.month)}.${time.year} ${pad(time.hour)}:${pad(time.minute)}`;
}

/** The instant of a Helsinki wall time (ISO), for the API. */
export function wallTimeToIso(time: WallTime): string {
  // Helsinki is UTC+2 in winter and UTC+3 in summer: try both and keep the one that reads back as the wall time.
  for (const offset of [2, 3]) {
    const instant = new Date(Date.UTC(time.year, time.month - 1, time.day, time.hour - offset, time.minute));
    const shown = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Helsinki", hour: "2-digit", hourCycle: "h23" }).format(instant);
    if (Number(shown) === time.hour) return instant.toISOString();
  }
  throw new Error(`no Helsinki instant for ${formatWallTime(time)}`);
}

/** A date or date-time field: the typable text box named by its label. */
export function dateField(scope: Locator, label: string): Locator {
  return scope.getByRole("textbox", { name: label, exact: true });
}

/** Types a date-time into its field as an operator would ('24.12.2026 klo 19.00') and leaves the field. */
export async function typeDateTime(scope: Locator, label: string, text: string): Promise<void> {
  const field = dateField(scope, label);
  await field.fill(text);
  await field.press("Tab");
}

/**
 * Sets a date-time field from its calendar (the field's button opens a modal titled with the field's label):
 * month by month (back or forth) to the date, the day, then hours and minutes.
 */
export async function pickDateTime(page: Page, scope: Locator, label: string, time: WallTime): Promise<void> {
  await scope.getByRole("button", { name: `Choose from the calendar: ${label}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: label, exact: true });
  const month = new Date(Date.UTC(time.year, time.month - 1, 15)).toLocaleString("en-US", { month: "long", timeZone: "UTC" });
  const target = `${month} ${time.year}`;
  const header = dialog.getByRole("button", { name: /^[A-Z][a-z]+ \d{4}$/ });
  // The calendar opens on the field's value, its default month (an end: the start's) or today's: step either way.
  const months = (text: string) => {
    const shown = new Date(`1 ${text} UTC`);
    return shown.getUTCFullYear() * 12 + shown.getUTCMonth();
  };
  for (let step = 0; step < 24; step++) {
    const shown = (await header.textContent()) ?? "";
    if (shown === target) break;
    const direction = months(shown) < months(target) ? "Next month" : "Previous month";
    await dialog.getByRole("button", { name: direction, exact: true }).click();
    await expect(header).not.toHaveText(shown);
  }
  await expect(header).toHaveText(target);
  await dialog.getByRole("button", { name: `${time.day} ${target}`, exact: true }).click();
  await dialog.getByRole("spinbutton", { name: "Hours", exact: true }).fill(pad(time.hour));
  await dialog.getByRole("spinbutton", { name: "Minutes", exact: true }).fill(pad(time.minute));
  await dialog.getByRole("button", { name: "Done", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(dateField(scope, label)).toHaveValue(formatWallTime(time));
}
