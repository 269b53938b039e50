import { expect, type Locator, type Page } from "@playwright/test";

/** The map's name for a space is its label and state, e.g. 'Row 6, seat 1, Free' or 'Row 6, seat 1, Locked (house seat)'. */
export type AdminSpaceState = "Free" | "Held" | "Booked" | "Locked (house seat)";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** /en/admin/events/:eventId/occasions/:occasionId: the box office's live map, selection actions and tickets. */
export class OccasionAdminPage {
  readonly main: Locator;
  readonly map: Locator;
  readonly selection: Locator;
  readonly lock: Locator;
  readonly sell: Locator;
  readonly saleDialog: Locator;
  readonly soldNotice: Locator;
  readonly tickets: Locator;
  /** The export area: the date's CSV and XLSX and the door's guest list (issue 34, item 13). */
  readonly exports: Locator;

  constructor(
    readonly page: Page,
    planName = "Suuri sali",
  ) {
    this.main = page.getByRole("main");
    // The plan's SVG is a group named after the plan; its spaces are toggle buttons.
    this.map = this.main.getByRole("group", { name: planName, exact: true });
    this.selection = this.main.getByRole("region", { name: "Selection", exact: true });
    this.lock = this.selection.getByRole("button", { name: "Lock", exact: true });
    this.sell = this.selection.getByRole("button", { name: "Sell at the box office", exact: true });
    this.saleDialog = page.getByRole("dialog", { name: "Sell at the box office", exact: true });
    this.soldNotice = this.main.getByRole("status").filter({ hasText: "Sold" });
    this.tickets = this.main.getByRole("region", { name: "Tickets", exact: true });
    this.exports = this.main.getByRole("region", { name: "Export", exact: true });
  }

  async goto(eventId: string, occasionId: string): Promise<void> {
    await this.page.goto(`/en/admin/events/${eventId}/occasions/${occasionId}`);
    await expect(this.map).toBeVisible();
  }

  /** A space on the map by its label ('Row 6, seat 1', never the plan's code 'R6-S1'), whatever its state. */
  space(name: string): Locator {
    return this.map.getByRole("button", { name: new RegExp(`^${escape(name)}, `) });
  }

  async expectState(name: string, state: AdminSpaceState): Promise<void> {
    await expect(this.space(name)).toHaveAccessibleName(`${name}, ${state}`);
  }

  /** Toggles the spaces (by label) into the selection, which lists them by label. */
  async select(...names: string[]): Promise<void> {
    for (const name of names) {
      await this.space(name).click();
      await expect(this.space(name)).toHaveAttribute("aria-pressed", "true");
    }
    await expect(this.selection.getByTestId("selected-spaces")).toHaveText(names.join("; "));
  }

  /** The number of the booking that holds the ticket in `space`, from the tickets table. */
  async bookingNumberOf(space: string): Promise<number> {
    const row = this.tickets.getByRole("row").filter({ has: this.page.getByRole("cell", { name: space, exact: true }) });
    const link = row.getByRole("link", { name: /^Open booking \d+$/ });
    await expect(link).toHaveCount(1);
    return Number(await link.textContent());
  }

  /**
   * Sells the selection at the box office to `client` (any field may be left out: a walk-in), each place (by label) as
   * the ticket type named in `types` (else the first offered), paid as `paidBy` (asked when there is something to
   * pay); returns the new booking's number, leaving the dialog on the sale (its tickets) when `keepOpen`.
   */
  async sellTo(
    client: { firstname?: string; lastname?: string; email?: string; phone?: string },
    options: { types?: Record<string, string>; paidBy?: "Cash" | "Card" | "Invoice"; keepOpen?: boolean } = {},
  ): Promise<number> {
    await this.sell.click();
    const dialog = this.saleDialog;
    for (const [place, type] of Object.entries(options.types ?? {}))
      await dialog.getByRole("combobox", { name: `Ticket type for ${place}`, exact: true }).selectOption({ label: type });
    if (client.firstname) await dialog.getByRole("textbox", { name: "First name" }).fill(client.firstname);
    if (client.lastname) await dialog.getByRole("textbox", { name: "Last name" }).fill(client.lastname);
    if (client.email) await dialog.getByRole("textbox", { name: "E-mail" }).fill(client.email);
    if (client.phone) await dialog.getByRole("textbox", { name: "Phone" }).fill(client.phone);
    const submit = dialog.getByRole("button", { name: /^Sell \d+ places?$/ });
    await expect(submit).toBeEnabled();
    // How the customer paid is asked when there is something to pay.
    const paidBy = dialog.getByRole("radio", { name: options.paidBy ?? "Cash", exact: true });
    if ((await paidBy.count()) > 0) await paidBy.check();
    await submit.click();
    const text = await dialog.getByText(/^Booking \d+ is booked and paid/).textContent();
    const number = Number(/Booking (\d+)/.exec(text ?? "")?.[1]);
    if (!options.keepOpen) {
      await dialog.getByRole("button", { name: "Done", exact: true }).click();
      await expect(dialog).toBeHidden();
    }
    return number;
  }

  /** The open sale dialog's link to the booking's tickets (a PDF). */
  soldTickets(number: number): Locator {
    return this.saleDialog.getByRole("link", { name: `Open tickets (PDF) of booking ${number}`, exact: true });
  }

  /** Downloads the guest list PDF in the chosen order from the export area. */
  async downloadGuestList(order: "By name" | "By place"): Promise<{ name: string; body: Buffer }> {
    await this.exports.getByRole("radio", { name: order, exact: true }).check();
    const started = this.page.waitForEvent("download");
    await this.exports.getByRole("link", { name: "Guest list (PDF)", exact: true }).click();
    const download = await started;
    expect(await download.failure()).toBeNull();
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    return { name: download.suggestedFilename(), body: Buffer.concat(chunks) };
  }
}
