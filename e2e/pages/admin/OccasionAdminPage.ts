import { expect, type Locator, type Page } from "@playwright/test";

/** The map's name for a space, e.g. 'R6-S1, Free' or 'R6-S1, Locked (house seat)'. */
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

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    // The plan's SVG is a group named after the plan; its spaces are toggle buttons.
    this.map = this.main.getByRole("group", { name: "Suuri sali", exact: true });
    this.selection = this.main.getByRole("region", { name: "Selection", exact: true });
    this.lock = this.selection.getByRole("button", { name: "Lock", exact: true });
    this.sell = this.selection.getByRole("button", { name: "Sell at the box office", exact: true });
    this.saleDialog = page.getByRole("dialog", { name: "Sell at the box office", exact: true });
    this.soldNotice = this.main.getByRole("status").filter({ hasText: "Sold" });
    this.tickets = this.main.getByRole("region", { name: "Tickets", exact: true });
  }

  async goto(eventId: string, occasionId: string): Promise<void> {
    await this.page.goto(`/en/admin/events/${eventId}/occasions/${occasionId}`);
    await expect(this.map).toBeVisible();
  }

  /** A space on the map by its name, whatever its state. */
  space(name: string): Locator {
    return this.map.getByRole("button", { name: new RegExp(`^${escape(name)}, `) });
  }

  async expectState(name: string, state: AdminSpaceState): Promise<void> {
    await expect(this.space(name)).toHaveAccessibleName(`${name}, ${state}`);
  }

  /** Toggles the spaces into the selection. */
  async select(...names: string[]): Promise<void> {
    for (const name of names) {
      await this.space(name).click();
      await expect(this.space(name)).toHaveAttribute("aria-pressed", "true");
    }
    await expect(this.selection.getByTestId("selected-spaces")).toHaveText(names.join(", "));
  }

  /** The number of the booking that holds the ticket in `space`, from the tickets table. */
  async bookingNumberOf(space: string): Promise<number> {
    const row = this.tickets.getByRole("row").filter({ has: this.page.getByRole("cell", { name: space, exact: true }) });
    const link = row.getByRole("link", { name: /^Open booking \d+$/ });
    await expect(link).toHaveCount(1);
    return Number(await link.textContent());
  }

  /** Sells the selection at the box office to `client`; returns the new booking's number. */
  async sellTo(client: { firstname: string; lastname: string; email: string; phone: string }): Promise<number> {
    await this.sell.click();
    const dialog = this.saleDialog;
    await dialog.getByRole("textbox", { name: "First name" }).fill(client.firstname);
    await dialog.getByRole("textbox", { name: "Last name" }).fill(client.lastname);
    await dialog.getByRole("textbox", { name: "E-mail" }).fill(client.email);
    await dialog.getByRole("textbox", { name: "Phone" }).fill(client.phone);
    await dialog.getByRole("button", { name: /^Sell \d+ places?$/ }).click();
    await expect(dialog).toBeHidden();
    const text = await this.soldNotice.getByText(/^Booking \d+ is booked and paid/).textContent();
    return Number(/Booking (\d+)/.exec(text ?? "")?.[1]);
  }
}
