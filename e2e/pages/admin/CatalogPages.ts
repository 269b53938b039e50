import { expect, type Locator, type Page } from "@playwright/test";
import { fillNames } from "./PlanEditorPage.js";

export type CatalogKind = "ticket-types" | "space-types" | "addons";

const TITLES: Record<CatalogKind, { list: string; create: string }> = {
  "ticket-types": { list: "Ticket types", create: "Create ticket type" },
  "space-types": { list: "Space types", create: "Create space type" },
  addons: { list: "Addons", create: "Create addon" },
};

/** Names per language tab ('English', 'suomi', 'svenska'). */
export type CatalogNames = Partial<Record<"English" | "suomi" | "svenska", string>>;

/** /en/admin/settings/{ticket-types,space-types,addons}: a catalogue list. */
export class CatalogListPage {
  readonly main: Locator;
  readonly table: Locator;
  readonly createLink: Locator;

  constructor(
    readonly page: Page,
    readonly kind: CatalogKind,
  ) {
    this.main = page.getByRole("main");
    this.table = this.main.getByRole("table", { name: TITLES[kind].list, exact: true });
    this.createLink = this.main.getByRole("link", { name: TITLES[kind].create, exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto(`/en/admin/settings/${this.kind}`);
    await expect(this.main.getByRole("heading", { name: TITLES[this.kind].list, exact: true })).toBeVisible();
  }

  row(name: string): Locator {
    return this.table.getByRole("row").filter({ has: this.page.getByRole("link", { name, exact: true }) });
  }
}

/** /en/admin/settings/{kind}/create and /:id: a catalogue record's form. */
export class CatalogFormPage {
  readonly form: Locator;
  readonly save: Locator;

  constructor(
    readonly page: Page,
    readonly kind: CatalogKind,
  ) {
    this.form = page.getByRole("main").getByRole("form");
    this.save = this.form.getByRole("button", { name: "Save", exact: true });
  }

  async gotoCreate(): Promise<void> {
    await this.page.goto(`/en/admin/settings/${this.kind}/create`);
    await expect(this.page.getByRole("main").getByRole("form", { name: TITLES[this.kind].create })).toBeVisible();
  }

  async fillNames(names: CatalogNames): Promise<void> {
    await fillNames(this.form, names);
  }

  field(label: string | RegExp): Locator {
    return this.form.getByRole("textbox", { name: label, exact: typeof label === "string" });
  }

  /** VAT (%) (a number field). */
  get vat(): Locator {
    return this.form.getByRole("textbox", { name: "VAT (%)" });
  }

  get productCode(): Locator {
    return this.field(/^Product code/);
  }

  /** Saves and waits for the list with the record's row. */
  async saveAndExpectListed(name: string): Promise<void> {
    await this.save.click();
    const list = new CatalogListPage(this.page, this.kind);
    await expect(this.page).toHaveURL(new RegExp(`/en/admin/settings/${this.kind}$`));
    await expect(list.row(name)).toBeVisible();
  }
}
