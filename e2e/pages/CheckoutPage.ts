import { expect, type Locator, type Page } from "@playwright/test";
import type { Lng } from "../fixtures/texts.js";

/** The checkout's texts per language, written out by hand (see fixtures/texts.ts). */
export const checkoutTexts = {
  en: {
    title: "Checkout",
    tickets: (count: number) => `${count} ${count === 1 ? "ticket" : "tickets"} selected`,
    minutesRemaining: /\d+ minutes? remaining/,
    total: (price: RegExp) => new RegExp(`^Total ${price.source}$`),
    /** €32.00: the Adult ticket of a City Orchestra concert. */
    adultPrice: /€32\.00/,
    bookingNumber: /^Booking number \d+$/,
    backToEvents: "Back to events",
    chooseAgain: "Choose seats again",
    expiredToast: "Your booking expired and the selected places were released.",
    notBookable: "Not bookable",
    changeSeats: "Change seats",
    /** The seat map's link to the checkout. */
    checkout: "Checkout",
    firstname: "First name",
    lastname: "Last name",
    email: "Email",
    phone: "Phone",
    message: "Message to organizer",
    acceptTerms: "I accept the terms",
    confirm: "Confirm",
    required: "Field is required",
    successTitle: "Thank you, your booking is confirmed",
    expiredTitle: "This booking is no longer held",
    unreadableTitle: "This booking cannot be shown here",
    paymentPending: "Your booking is waiting for payment",
    skipPayment: "Skip payment",
  },
  fi: {
    title: "Kassa",
    tickets: (count: number) => `${count} ${count === 1 ? "lippu" : "lippua"} valittu`,
    minutesRemaining: /\d+ minuutt(i|ia) jäljellä/,
    total: (price: RegExp) => new RegExp(`^Yhteensä ${price.source}$`),
    adultPrice: /32,00\s€/,
    bookingNumber: /^Varausnumero \d+$/,
    backToEvents: "Takaisin tapahtumiin",
    chooseAgain: "Valitse paikat uudelleen",
    expiredToast: "Varauksesi vanheni ja valitut paikat vapautettiin.",
    notBookable: "Ei varattavissa",
    changeSeats: "Muuta paikkoja",
    /** The seat map's link to the checkout. */
    checkout: "Kassalle",
    firstname: "Etunimi",
    lastname: "Sukunimi",
    email: "Sähköposti",
    phone: "Puhelin",
    message: "Viesti järjestäjälle",
    acceptTerms: "Hyväksyn ehdot",
    confirm: "Vahvista",
    required: "Kenttä on pakollinen",
    successTitle: "Kiitos, varauksesi on vahvistettu",
    expiredTitle: "Varaus ei ole enää voimassa",
    unreadableTitle: "Varausta ei voi näyttää tässä selaimessa",
    paymentPending: "Varauksesi odottaa maksua",
    skipPayment: "Ohita maksu",
  },
  sv: {
    title: "Kassa",
    tickets: (count: number) => `${count} ${count === 1 ? "biljett vald" : "biljetter valda"}`,
    minutesRemaining: /\d+ minut(er)? kvar/,
    total: (price: RegExp) => new RegExp(`^Totalt ${price.source}$`),
    adultPrice: /32,00\s€/,
    bookingNumber: /^Bokningsnummer \d+$/,
    backToEvents: "Tillbaka till evenemangen",
    chooseAgain: "Välj platser igen",
    expiredToast: "Din bokning gick ut och de valda platserna frigjordes.",
    notBookable: "Kan inte bokas",
    changeSeats: "Ändra platser",
    /** The seat map's link to the checkout. */
    checkout: "Till kassan",
    firstname: "Förnamn",
    lastname: "Efternamn",
    email: "E-post",
    phone: "Telefon",
    message: "Meddelande till arrangören",
    acceptTerms: "Jag godkänner villkoren",
    confirm: "Bekräfta",
    required: "Fältet är obligatoriskt",
    successTitle: "Tack, din bokning är bekräftad",
    expiredTitle: "Bokningen är inte längre reserverad",
    unreadableTitle: "Bokningen kan inte visas här",
    paymentPending: "Din bokning väntar på betalning",
    skipPayment: "Hoppa över betalning",
  },
} as const;

export interface ContactDetails {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  message?: string;
}

/** /occasions/{id}/checkout[/{uuid}] and its result pages. */
export class CheckoutPage {
  readonly text: (typeof checkoutTexts)[Lng];
  readonly summary: Locator;
  readonly total: Locator;

  constructor(
    readonly page: Page,
    readonly lng: Lng = "en",
  ) {
    this.text = checkoutTexts[lng];
    this.summary = page.getByTestId("checkout-summary");
    this.total = page.getByTestId("checkout-total");
  }

  field(label: string): Locator {
    return this.page.getByRole("textbox", { name: label, exact: false }).first();
  }

  async fill(details: ContactDetails): Promise<void> {
    await this.field(this.text.firstname).fill(details.firstname);
    await this.field(this.text.lastname).fill(details.lastname);
    await this.field(this.text.email).fill(details.email);
    await this.field(this.text.phone).fill(details.phone);
    if (details.message !== undefined) await this.field(this.text.message).fill(details.message);
  }

  async acceptTerms(): Promise<void> {
    await this.page.getByRole("checkbox", { name: this.text.acceptTerms }).check();
  }

  async confirm(): Promise<void> {
    await this.page.getByRole("button", { name: this.text.confirm, exact: true }).click();
  }

  get heading(): Locator {
    return this.page.getByRole("heading", { level: 1, name: this.text.title, exact: true });
  }

  get expiredHeading(): Locator {
    return this.page.getByRole("heading", { level: 1, name: this.text.expiredTitle, exact: true });
  }

  async chooseSkipPayment(): Promise<void> {
    await this.page.getByRole("radio", { name: this.text.skipPayment }).check();
  }

  /**
   * 'This booking is no longer held' in place of the form; `elsewhere`: a result page (success, pending, expired) of a
   * booking this browser cannot read, 'This booking cannot be shown here'.
   */
  async expectExpired(elsewhere = false): Promise<void> {
    const title = elsewhere ? this.text.unreadableTitle : this.text.expiredTitle;
    await expect(this.page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
    await expect(this.page.getByTestId("checkout-expired").getByRole("link", { name: this.text.chooseAgain })).toBeVisible();
  }

  async expectSuccess(): Promise<void> {
    await expect(this.page.getByRole("heading", { level: 1, name: this.text.successTitle })).toBeVisible();
    await expect(this.page).toHaveURL(/\/checkout\/[0-9a-f-]{36}\/success$/);
  }
}
