import { expect, type Locator, type Page } from "@playwright/test";

export interface AdminTexts {
  clientSection: string;
  ticketsSection: string;
  exportCsv: string;
  exportXlsx: string;
  moveTo: (space: string) => string;
  move: string;
  moved: string;
  /** A demo place (`R3-S5`) as the admin's screens say it ('Row 3, seat 5'): never its raw name (issue 34, item 15). */
  place: (name: string) => string;
}

/** The few admin texts the specs use in Finnish as well, written out by hand (see fixtures/texts.ts). */
export const adminTexts: Record<"en" | "fi", AdminTexts> = {
  en: {
    clientSection: "Client details",
    ticketsSection: "Tickets",
    exportCsv: "Download CSV",
    exportXlsx: "Download XLSX",
    moveTo: (space) => `Move ${space} to`,
    move: "Move",
    moved: "Ticket moved",
    place: (name) => name.replace(/^R(\d+)-S(\d+)$/, "Row $1, seat $2"),
  },
  fi: {
    clientSection: "Asiakkaan tiedot",
    ticketsSection: "Liput",
    exportCsv: "Lataa CSV",
    exportXlsx: "Lataa XLSX",
    moveTo: (space) => `Siirrä ${space} paikkaan`,
    move: "Siirrä",
    moved: "Lippu siirretty",
    place: (name) => name.replace(/^R(\d+)-S(\d+)$/, "Rivi $1, paikka $2"),
  },
};

/** /{lng}/admin: the bookings overview with its search, filters and downloads. */
export class BookingsOverviewPage {
  readonly main: Locator;
  readonly table: Locator;
  readonly text: AdminTexts;

  constructor(
    readonly page: Page,
    readonly lng: "en" | "fi" = "en",
  ) {
    this.main = page.getByRole("main");
    this.table = this.main.getByRole("table");
    this.text = adminTexts[lng];
  }

  /** The overview, its filters given as the URL's search parameters (eventId, occasionId, status...). */
  async goto(params: Record<string, string | string[]> = {}): Promise<void> {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) for (const one of [value].flat()) search.append(key, one);
    await this.page.goto(`/${this.lng}/admin${search.size ? `?${search.toString()}` : ""}`);
    await expect(this.main.getByRole("heading", { level: 1 })).toBeVisible();
  }

  /** Searches by booking number, name, e-mail or phone (English). */
  async search(text: string): Promise<void> {
    const form = this.main.getByRole("search", { name: "Search bookings" });
    await form.getByRole("searchbox", { name: "Search" }).fill(text);
    await form.getByRole("button", { name: "Search", exact: true }).click();
    await expect(this.page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`));
  }

  /** A booking's row, by the link on its number (English). */
  row(number: number): Locator {
    return this.table.getByRole("row").filter({ has: this.page.getByRole("link", { name: `Open booking ${number}`, exact: true }) });
  }

  /** Clicks a download link; returns the file's bytes. */
  async download(format: "csv" | "xlsx"): Promise<{ name: string; body: Buffer }> {
    const started = this.page.waitForEvent("download");
    await this.main.getByRole("link", { name: format === "csv" ? this.text.exportCsv : this.text.exportXlsx, exact: true }).click();
    const download = await started;
    expect(await download.failure()).toBeNull();
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: download.suggestedFilename(), body: Buffer.concat(chunks) };
  }
}

/** .../bookings/:bookingId: everything about one booking (English). */
export class BookingPage {
  readonly main: Locator;
  readonly client: Locator;
  readonly tickets: Locator;
  readonly history: Locator;
  readonly editLink: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.client = this.main.getByRole("region", { name: "Client details", exact: true });
    this.tickets = this.main.getByRole("region", { name: "Tickets", exact: true });
    this.history = this.main.getByRole("region", { name: "Status and history", exact: true });
    this.editLink = this.main.getByRole("link", { name: "Edit", exact: true });
  }

  heading(number: number): Locator {
    return this.main.getByRole("heading", { level: 1, name: `Booking ${number}`, exact: true });
  }

  /** A client detail's value ('First name', 'Phone'...). */
  detail(term: string): Locator {
    return this.client.locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);
  }

  /** Expects the booking's tickets to be in exactly these spaces (in any order; demo names, shown as their labels). */
  async expectSpaces(names: readonly string[]): Promise<void> {
    await expect(this.tickets.getByRole("rowheader")).toHaveCount(names.length);
    for (const name of names)
      await expect(this.tickets.getByRole("rowheader", { name: adminTexts.en.place(name), exact: true })).toBeVisible();
  }
}

/** .../bookings/:bookingId/edit: the client's details, the tickets' moves and the booking's cancellation. */
export class BookingEditPage {
  readonly main: Locator;
  readonly client: Locator;
  readonly tickets: Locator;
  readonly failure: Locator;
  readonly text: AdminTexts;

  constructor(
    readonly page: Page,
    readonly lng: "en" | "fi" = "en",
  ) {
    this.main = page.getByRole("main");
    this.text = adminTexts[lng];
    this.client = this.main.getByRole("form", { name: this.text.clientSection, exact: true });
    this.tickets = this.main.getByRole("region", { name: this.text.ticketsSection, exact: true }).getByRole("table");
    this.failure = this.main.getByRole("alert");
  }

  async goto(eventId: string, occasionId: string, bookingId: string): Promise<void> {
    await this.page.goto(`/${this.lng}/admin/events/${eventId}/occasions/${occasionId}/bookings/${bookingId}/edit`);
    await expect(this.tickets).toBeVisible();
  }

  heading(number: number): Locator {
    return this.main.getByRole("heading", { level: 1, name: `Edit booking ${number}`, exact: true });
  }

  /** A client field by its label ('First name', 'Phone'...; English). */
  field(label: string): Locator {
    return this.client.getByRole("textbox", { name: label, exact: true });
  }

  async saveClient(): Promise<void> {
    await this.client.getByRole("button", { name: "Save client details", exact: true }).click();
    await expect(this.page.getByText("Client details saved")).toBeVisible();
  }

  /** The row of the ticket in `space` (a demo name, shown as its label). */
  ticket(space: string): Locator {
    return this.tickets.getByRole("row").filter({ has: this.page.getByRole("rowheader", { name: this.text.place(space), exact: true }) });
  }

  /** Chooses where the ticket in `space` goes (Move is pressed apart, see `confirmMove`). */
  async chooseMove(space: string, to: string): Promise<void> {
    const select = this.ticket(space).getByRole("combobox", { name: this.text.moveTo(this.text.place(space)), exact: true });
    await select.fill(this.text.place(to));
    await this.page.getByRole("option", { name: this.text.place(to), exact: true }).click();
    await expect(select).toHaveValue(this.text.place(to));
  }

  async confirmMove(space: string): Promise<void> {
    await this.ticket(space).getByRole("button", { name: this.text.move, exact: true }).click();
  }

  /** Cancels the booking, confirming in the dialog (English). */
  async cancelBooking(reason: string): Promise<void> {
    await this.main.getByRole("button", { name: "Cancel the booking", exact: true }).click();
    const dialog = this.page.getByRole("dialog", { name: "Cancel the booking?", exact: true });
    await dialog.getByRole("textbox", { name: "Reason (optional)" }).fill(reason);
    await dialog.getByRole("button", { name: "Cancel the booking", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByText("Booking cancelled")).toBeVisible();
  }
}
