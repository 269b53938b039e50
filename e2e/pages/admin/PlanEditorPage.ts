import { expect, type Locator, type Page } from "@playwright/test";
import { choose } from "./forms.js";

/** The plan editor's tabs, as their routes name them. */
export type PlanTab = "details" | "map" | "places" | "spaces" | "structure" | "labels" | "styles";

/** The languages the plan editor's page object speaks (its Finnish texts cover the tabs, the map, places and spaces). */
export type PlanEditorLng = "en" | "fi";

const plural = (count: number, one: string, other: string) => (count === 1 ? one : other);

/**
 * The plan editor's texts per language, written out by hand (see fixtures/texts.ts). The structure, labels and
 * styles tabs' forms and the spaces tab's bulk edit are spoken in English only.
 */
export const planEditorTexts = {
  en: {
    tabs: {
      details: "Details",
      map: "Map",
      places: "Places",
      spaces: "Spaces",
      structure: "Structure",
      labels: "Labels",
      styles: "Styles",
    },
    tabsLabel: "Plan editor",
    mapFile: "SVG map file",
    uploadMap: "Upload map",
    chosen: /^Chosen: /,
    uploaded: "Map uploaded",
    removedTitle: "Removed when sanitizing",
    nothingRemoved: "Nothing was removed.",
    preview: /^Map of /,
    createFromMap: /^Create spaces for all unbound elements \(\d+\)$/,
    spacesCaption: /^\d+ spaces?$/,
    spaces: (count: number) => `${count} ${plural(count, "space", "spaces")}`,
    filterSpaces: "Filter by section, row and seat",
    selectPage: "Select the spaces on this page",
    bulkCreate: "Create spaces",
    missingCount: /^\d+ spaces? ha(s|ve) no element on the map$/,
    placesMap: /: choose places$/,
    rules: "Rules",
    tag: "Tag",
    className: "Class",
    idPattern: "Id pattern",
    inGroup: "Inside group",
    withId: "Only elements with an id",
    matches: (count: number) => `Matches ${count} ${plural(count, "element", "elements")}`,
    addRule: "Add rule",
    pick: { title: "Pick on the map", Click: "Click", Box: "Box", Lasso: "Lasso" },
    placesCaption: /^\d+ places? shown$/,
    placesSummary: /^\d+ places?, \d+ to fix$/,
    summary: (count: number, toFix: number) => `${count} ${plural(count, "place", "places")}, ${toFix} to fix`,
    savePlaces: "Save places",
    placesToFix: /^\d+ places? must be fixed before saving/,
    fixFirst: (count: number) => `${count} ${plural(count, "place", "places")} must be fixed before saving (red in the table).`,
    labelsLetClicksThrough: "Labels let clicks through to their places",
    onlyProblems: "Only places with problems",
    duplicateName: "Same name as another place",
    nameFromLabel: "Its label",
    nameOf: (place: string) => `Name of ${place}`,
    checkPlace: (place: string) => `Check ${place}`,
    capacityOf: (place: string) => `Capacity of ${place}`,
    findPlaces: "Find by name, section, row or seat",
    checkedPlaces: "Checked places",
    capacity: "Capacity",
    setCapacity: /^Set the capacity of \d+ checked places?$/,
    saved: /^Places saved: /,
    savedCounts: (created: number, removed: number) =>
      new RegExp(`^Places saved: ${created} new ${created === 1 ? "space" : "spaces"}, ${removed} removed, `),
  },
  fi: {
    tabs: {
      details: "Perustiedot",
      map: "Kartta",
      places: "Paikkojen merkintä",
      spaces: "Paikat",
      structure: "Rakenne",
      labels: "Nimiöt",
      styles: "Tyylit",
    },
    tabsLabel: "Salikartan muokkaus",
    mapFile: "SVG-karttatiedosto",
    uploadMap: "Lähetä kartta",
    chosen: /^Valittu: /,
    uploaded: "Kartta lähetetty",
    removedTitle: "Puhdistuksessa poistettu",
    nothingRemoved: "Mitään ei poistettu.",
    preview: /^Salikartta: /,
    createFromMap: /^Luo paikat kaikille sitomattomille elementeille \(\d+\)$/,
    spacesCaption: /^\d+ paikkaa?$/,
    spaces: (count: number) => `${count} ${plural(count, "paikka", "paikkaa")}`,
    filterSpaces: "Suodata osion, rivin ja paikan mukaan",
    selectPage: "Valitse tämän sivun paikat",
    bulkCreate: "Luo paikkoja",
    missingCount: /^\d+ paikalla ei ole elementtiä kartalla$/,
    placesMap: /: valitse paikat$/,
    rules: "Säännöt",
    tag: "Elementti",
    className: "Luokka",
    idPattern: "Tunnisteen malli",
    inGroup: "Ryhmän sisällä",
    withId: "Vain elementit, joilla on tunniste",
    matches: (count: number) => `Osuu ${count} elementtiin`,
    addRule: "Lisää sääntö",
    pick: { title: "Valinta kartalla", Click: "Napsautus", Box: "Suorakulmio", Lasso: "Lasso" },
    placesCaption: /^\d+ paikkaa? näytetään$/,
    placesSummary: /^\d+ paikkaa?, \d+ korjattavaa$/,
    summary: (count: number, toFix: number) => `${count} ${plural(count, "paikka", "paikkaa")}, ${toFix} korjattavaa`,
    savePlaces: "Tallenna paikat",
    placesToFix: /^\d+ paikkaa? on korjattava ennen tallentamista/,
    fixFirst: (count: number) =>
      `${count} ${plural(count, "paikka", "paikkaa")} on korjattava ennen tallentamista (punaisella taulukossa).`,
    labelsLetClicksThrough: "Tekstit päästävät napsautukset läpi paikoilleen",
    onlyProblems: "Vain paikat, joissa on ongelmia",
    duplicateName: "Sama nimi kuin toisella paikalla",
    nameFromLabel: "Tekstistä",
    nameOf: (place: string) => `Paikan ${place} nimi`,
    checkPlace: (place: string) => `Valitse ${place}`,
    capacityOf: (place: string) => `Paikan ${place} kapasiteetti`,
    findPlaces: "Hae nimellä, osiolla, rivillä tai paikalla",
    checkedPlaces: "Valitut paikat",
    capacity: "Kapasiteetti",
    setCapacity: /^Aseta \d+ valitun paikan kapasiteetti$/,
    saved: /^Paikat tallennettu: /,
    savedCounts: (created: number, removed: number) =>
      new RegExp(
        `^Paikat tallennettu: ${created} ${created === 1 ? "uusi paikka" : "uutta paikkaa"}, ${removed} ${removed === 1 ? "poistettu" : "poistettua"}, `,
      ),
  },
} as const;

/** A rule of the places tab; each condition given is filled in (tag and class are chosen from the chart's own). */
export interface PlaceRuleFields {
  tag?: string;
  className?: string;
  idPattern?: string;
  inGroup?: string;
  withId?: boolean;
}

/** Names of a plan, one per language tab ('English', 'suomi', 'svenska'). */
export type PlanNames = Partial<Record<"English" | "suomi" | "svenska", string>>;

/** Fills name fields tab by tab in a form with translation tabs ('Texts by language'). */
export async function fillNames(form: Locator, names: Record<string, string | undefined>, label = "Name"): Promise<void> {
  for (const [tab, name] of Object.entries(names)) {
    if (name === undefined) continue;
    await form.getByRole("tab", { name: new RegExp(`^${tab}\\b`) }).click();
    await form
      .getByRole("tabpanel", { name: new RegExp(`^${tab}\\b`) })
      .getByRole("textbox", { name: label, exact: true })
      .fill(name);
  }
}

/** /en/admin/settings/plans: every plan with its spaces, capacity and occasions. */
export class PlansListPage {
  readonly main: Locator;
  readonly table: Locator;
  readonly createLink: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.table = this.main.getByRole("table", { name: "Plans with their spaces, capacity and the occasions using them" });
    this.createLink = this.main.getByRole("link", { name: "Create plan", exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto("/en/admin/settings/plans");
    await expect(this.table).toBeVisible();
  }

  row(name: string): Locator {
    return this.table.getByRole("row").filter({ has: this.page.getByRole("link", { name, exact: true }) });
  }
}

/** /en/admin/settings/plans/create: a new plan's names. */
export class PlanCreatePage {
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole("main").getByRole("form", { name: "Create plan" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/en/admin/settings/plans/create");
    await expect(this.form).toBeVisible();
  }

  /** Creates the plan; the editor opens on its map tab. Returns the plan's id. */
  async create(names: PlanNames): Promise<string> {
    await fillNames(this.form, names);
    await this.form.getByRole("button", { name: "Create", exact: true }).click();
    await expect(this.page).toHaveURL(/\/admin\/settings\/plans\/[0-9a-f-]{36}\/map$/);
    return /plans\/([0-9a-f-]{36})\/map$/.exec(this.page.url())![1]!;
  }
}

/** /{lng}/admin/settings/plans/:planId/:tab: the plan editor. */
export class PlanEditorPage {
  readonly text: (typeof planEditorTexts)[PlanEditorLng];
  readonly main: Locator;
  readonly tabs: Locator;
  readonly panel: Locator;
  /** The alerts of the tab (upload failures, refused saves). */
  readonly alert: Locator;

  // Map tab
  readonly fileInput: Locator;
  readonly uploadButton: Locator;
  readonly removedHeading: Locator;
  readonly removedList: Locator;
  readonly nothingRemoved: Locator;
  readonly preview: Locator;

  // Spaces tab
  readonly createFromMap: Locator;
  readonly spacesTable: Locator;
  readonly filter: Locator;
  readonly selectPage: Locator;
  readonly bulkCreate: Locator;
  readonly missingCount: Locator;

  constructor(
    readonly page: Page,
    readonly planId: string,
    readonly lng: PlanEditorLng = "en",
  ) {
    const text = (this.text = planEditorTexts[lng]);
    this.main = page.getByRole("main");
    this.tabs = this.main.getByRole("tablist", { name: text.tabsLabel });
    this.panel = this.main.getByRole("tabpanel").first();
    this.alert = this.main.getByRole("alert");
    this.fileInput = this.main.getByLabel(text.mapFile);
    this.uploadButton = this.main.getByRole("button", { name: text.uploadMap, exact: true });
    this.removedHeading = this.main.getByRole("heading", { name: text.removedTitle });
    this.removedList = this.main.getByRole("list", { name: text.removedTitle });
    this.nothingRemoved = this.main.getByText(text.nothingRemoved, { exact: true });
    this.preview = this.main.getByRole("img", { name: text.preview });
    this.createFromMap = this.main.getByRole("button", { name: text.createFromMap });
    this.spacesTable = this.main.getByRole("table", { name: text.spacesCaption });
    this.filter = this.main.getByRole("group", { name: text.filterSpaces, exact: true });
    this.selectPage = this.main.getByRole("checkbox", { name: text.selectPage, exact: true });
    this.bulkCreate = this.main.getByRole("group", { name: text.bulkCreate, exact: true });
    this.missingCount = this.main.getByText(text.missingCount);
  }

  async goto(tab: PlanTab = "details"): Promise<void> {
    await this.page.goto(`/${this.lng}/admin/settings/plans/${this.planId}${tab === "details" ? "" : `/${tab}`}`);
    await expect(this.tab(tab)).toHaveAttribute("aria-selected", "true");
  }

  tab(tab: PlanTab): Locator {
    return this.tabs.getByRole("tab", { name: this.text.tabs[tab], exact: true });
  }

  async openTab(tab: PlanTab): Promise<void> {
    await this.tab(tab).click();
    await expect(this.tab(tab)).toHaveAttribute("aria-selected", "true");
    await expect(this.page).toHaveURL(new RegExp(`/plans/${this.planId}${tab === "details" ? "" : `/${tab}`}$`));
  }

  /** A toast of the app (Mantine notification). */
  toast(text: string | RegExp): Locator {
    return this.page.locator(".mantine-Notification-root").filter({ hasText: text });
  }

  /** Map tab: chooses a file (a path or a buffer) and uploads it. */
  async upload(file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.fileInput.setInputFiles(file);
    await expect(this.main.getByText(this.text.chosen)).toBeVisible();
    await this.uploadButton.click();
  }

  // Spaces tab

  /** The bulk edit of the selected spaces ('Edit 12 selected spaces'). */
  get bulkEdit(): Locator {
    return this.main.getByRole("group", { name: /^Edit \d+ selected spaces?$/ });
  }

  spaceRow(name: string): Locator {
    return this.spacesTable.getByRole("row").filter({ has: this.page.getByRole("cell", { name, exact: true }) });
  }

  /** Filters the spaces table by parts, each matched whole ('' or left out for any). */
  async filterSpaces(parts: { section?: string; row?: string; seat?: string }): Promise<void> {
    for (const part of ["section", "row", "seat"] as const) {
      const box = this.filter.getByRole("combobox", { name: part[0]!.toUpperCase() + part.slice(1), exact: true });
      await box.fill(parts[part] ?? "");
      await box.press("Escape");
    }
  }

  /** Bulk edit: sets the price zone of the selected spaces and applies it. */
  async setZoneOfSelected(zone: string): Promise<void> {
    await choose(this.page, this.bulkEdit.getByRole("combobox", { name: "Price zone", exact: true }), zone);
    await this.bulkEdit.getByRole("button", { name: "Apply to selected", exact: true }).click();
  }

  // Places tab

  /** The chart the places are picked on. */
  get placesMap(): Locator {
    return this.main.getByRole("region", { name: this.text.placesMap });
  }

  get placeRules(): Locator {
    return this.main.getByRole("group", { name: this.text.rules, exact: true });
  }

  /** The derived places ('12 places shown'). */
  get placesTable(): Locator {
    return this.main.getByRole("table", { name: this.text.placesCaption });
  }

  /** '223 places, 2 to fix'. */
  get placesSummary(): Locator {
    return this.main.getByText(this.text.placesSummary);
  }

  get savePlacesButton(): Locator {
    return this.main.getByRole("button", { name: this.text.savePlaces, exact: true });
  }

  /** Why Save places is disabled ('2 places must be fixed before saving'), when it is. */
  get placesToFix(): Locator {
    return this.main.getByText(this.text.placesToFix);
  }

  get labelsLetClicksThrough(): Locator {
    return this.main.getByRole("checkbox", { name: this.text.labelsLetClicksThrough, exact: true });
  }

  /** The places table's switch to the places with problems only. */
  get onlyProblems(): Locator {
    return this.main.getByRole("checkbox", { name: this.text.onlyProblems, exact: true });
  }

  /** Opens the places tab and waits for its chart. */
  async placesTab(): Promise<void> {
    await this.goto("places");
    await expect(this.placesMap.locator("svg")).toBeVisible();
  }

  /** Writes a rule, checks its preview's count when given, and adds it. */
  async addRule(rule: PlaceRuleFields, matches?: number): Promise<void> {
    const form = this.placeRules;
    const text = this.text;
    if (rule.tag) await choose(this.page, form.getByRole("combobox", { name: text.tag, exact: true }), rule.tag);
    if (rule.className) await choose(this.page, form.getByRole("combobox", { name: text.className, exact: true }), rule.className);
    if (rule.idPattern) await form.getByRole("textbox", { name: text.idPattern }).fill(rule.idPattern);
    if (rule.inGroup) {
      const group = form.getByRole("combobox", { name: text.inGroup, exact: true });
      await group.fill(rule.inGroup);
      await group.press("Escape");
    }
    if (rule.withId) await form.getByRole("checkbox", { name: text.withId, exact: true }).check();
    if (matches !== undefined) await expect(form.getByText(text.matches(matches), { exact: true })).toBeVisible();
    await form.getByRole("button", { name: text.addRule, exact: true }).click();
  }

  /** Click, Box or Lasso (named in English, chosen in the page's language). */
  async pickMode(mode: "Click" | "Box" | "Lasso"): Promise<void> {
    await this.main.getByRole("radiogroup", { name: this.text.pick.title }).getByText(this.text.pick[mode], { exact: true }).click();
  }

  /** An element of the chart: by its id, or by its index among the chart's elements. */
  chartElement(element: string | number): Locator {
    return this.placesMap.locator(typeof element === "number" ? `[data-chart-index="${element}"]` : `[id="${element}"]`).first();
  }

  /** Clicks an element of the chart (in Click mode): it becomes a place, or no longer is one. */
  async pickElement(element: string | number): Promise<void> {
    await this.pickMode("Click");
    await this.chartElement(element).click();
  }

  /** Drags a box over the chart between two points given as fractions of the chart's width and height. */
  async pickBox(from: { x: number; y: number }, to: { x: number; y: number }, remove = false): Promise<void> {
    await this.pickMode("Box");
    const box = (await this.placesMap.locator("svg").boundingBox())!;
    const at = (point: { x: number; y: number }) => [box.x + point.x * box.width, box.y + point.y * box.height] as const;
    await this.page.mouse.move(...at(from));
    await this.page.mouse.down();
    await this.page.mouse.move(...at(to), { steps: 5 });
    if (remove) await this.page.keyboard.down("Shift");
    await this.page.mouse.up();
    if (remove) await this.page.keyboard.up("Shift");
  }

  /** A row of the places table, by the place's name. */
  placeRow(name: string): Locator {
    return this.placesTable.getByRole("row").filter({ has: this.page.getByRole("textbox", { name: this.text.nameOf(name), exact: true }) });
  }

  /**
   * Gives a place another name (`nth`: which of the places of that name, when several share it). The row may leave
   * the table (when only places with problems are shown): the summary tells the outcome.
   */
  async renamePlace(name: string, newName: string, nth = 0): Promise<void> {
    const field = this.placesTable.getByRole("textbox", { name: this.text.nameOf(name), exact: true }).nth(nth);
    await field.fill(newName);
    await field.press("Enter");
  }

  /** Filters the places table by text ('' for every place). */
  async findPlaces(text: string): Promise<void> {
    await this.main.getByRole("textbox", { name: this.text.findPlaces, exact: true }).fill(text);
  }

  /** Checks the named places and sets their capacity (a section path becomes a standing area). */
  async setCapacity(names: readonly string[], capacity: number): Promise<void> {
    for (const name of names) await this.placesTable.getByRole("checkbox", { name: this.text.checkPlace(name), exact: true }).check();
    const many = this.main.getByRole("group", { name: this.text.checkedPlaces, exact: true });
    await many.getByRole("textbox", { name: this.text.capacity, exact: true }).fill(String(capacity));
    await many.getByRole("button", { name: this.text.setCapacity }).click();
    for (const name of names) await expect(this.placeCapacity(name)).toHaveValue(String(capacity));
  }

  /** A place's capacity field in the places table. */
  placeCapacity(name: string): Locator {
    return this.placesTable.getByRole("textbox", { name: this.text.capacityOf(name), exact: true });
  }

  /** Saves the places and waits for the toast ('Places saved: 3 new spaces, 0 removed, 1 capacity changed'). */
  async savePlaces(): Promise<void> {
    await this.savePlacesButton.click();
    await expect(this.toast(this.text.saved)).toBeVisible();
  }

  // Structure tab

  get namePatternForm(): Locator {
    return this.main.getByRole("form", { name: "Name pattern", exact: true });
  }

  get namePattern(): Locator {
    return this.namePatternForm.getByRole("textbox", { name: "Name pattern", exact: true });
  }

  async saveNamePattern(pattern: string): Promise<void> {
    await this.namePattern.fill(pattern);
    await this.namePatternForm.getByRole("button", { name: "Save", exact: true }).click();
  }

  /** Adds price zones (names in English) and saves them. */
  async addZones(names: readonly string[]): Promise<void> {
    const existing = await this.main.getByRole("group", { name: /^Price zone \d+$/ }).count();
    for (const [index, name] of names.entries()) {
      const number = existing + index + 1;
      await this.main.getByRole("button", { name: "Add zone", exact: true }).click();
      await this.main.getByRole("textbox", { name: `Zone ${number} name (English)`, exact: true }).fill(name);
    }
    await this.main.getByRole("button", { name: "Save price zones", exact: true }).click();
  }

  // Labels tab

  get labelsForm(): Locator {
    return this.main.getByRole("form", { name: "Labels", exact: true });
  }

  get spaceLabelMask(): Locator {
    return this.labelsForm.getByRole("textbox", { name: /^Space label mask/ });
  }

  get labelsPreview(): Locator {
    return this.labelsForm.getByRole("table", { name: "Preview: the first 10 spaces" });
  }

  // Styles tab

  get stylesForm(): Locator {
    return this.main.getByRole("form", { name: "Map CSS", exact: true });
  }

  get styles(): Locator {
    return this.stylesForm.getByRole("textbox", { name: "Map CSS", exact: true });
  }

  /** The styles tab's preview map (the edited CSS applied). */
  get stylesPreview(): Locator {
    return this.main.locator("[data-plan-styles-preview]");
  }

  /** The Save button of a tab's form. */
  saveIn(form: Locator): Locator {
    return form.getByRole("button", { name: "Save", exact: true });
  }
}
