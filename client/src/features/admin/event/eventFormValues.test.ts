import { describe, expect, it } from "vitest";
import { priceRow } from "../components/priceList";
import { newEventFormValues, toEventFormValues, toEventInput, validateEventForm } from "./eventFormValues";

const languages = [{ id: "en" }, { id: "fi" }, { id: "sv" }];
const t = (key: string) => key;

describe("event form values", () => {
  it("loads a saved event: a field per language, prices in the language's euros", () => {
    const values = toEventFormValues(
      {
        names: [
          { language: "en", text: "Swan Lake" },
          { language: "fi", text: "Joutsenlampi" },
        ],
        descriptions: [],
        planId: "plan-1",
        prices: [
          { ticketTypeId: "adult", price: 2550, priceZoneId: null },
          { ticketTypeId: "adult", price: 3000, priceZoneId: "front" },
        ],
        addons: [{ id: "programme" }],
        published: true,
        status: "archived",
      },
      languages,
      "fi",
    );
    expect(values).toMatchObject({
      names: { en: "Swan Lake", fi: "Joutsenlampi", sv: "" },
      descriptions: { en: "", fi: "", sv: "" },
      planId: "plan-1",
      prices: [
        { ticketTypeId: "adult", price: "25,50", priceZoneId: null },
        { ticketTypeId: "adult", price: "30,00", priceZoneId: "front" },
      ],
      addonIds: ["programme"],
      published: true,
      status: "archived",
    });
  });

  it("sends texts without the empty ones and prices in integer cents", () => {
    const values = {
      ...newEventFormValues(languages),
      names: { en: "Swan Lake ", fi: "", sv: "Svansjön" },
      planId: "plan-1",
      prices: [priceRow("adult", "25.50"), priceRow("child", "12,5"), priceRow("adult", "30", "front")],
      addonIds: ["programme"],
    };
    expect(toEventInput(values, languages)).toEqual({
      names: [
        { language: "en", text: "Swan Lake" },
        { language: "sv", text: "Svansjön" },
      ],
      descriptions: [],
      planId: "plan-1",
      prices: [
        { ticketTypeId: "adult", price: 2550 },
        { ticketTypeId: "child", price: 1250 },
        { ticketTypeId: "adult", price: 3000, priceZoneId: "front" },
      ],
      addonIds: ["programme"],
      imageUrl: null,
      maxTicketsPerBuyer: null,
      published: false,
      status: "active",
    });
  });

  it("needs the default language's name, valid price rows, and a price to publish", () => {
    const values = { ...newEventFormValues(languages), names: { en: "", fi: "Nimi", sv: "" }, published: true };
    expect(validateEventForm(values, languages, t)).toEqual({
      "names.en": "validation.required",
      prices: "adminEvents.prices.neededToPublish",
    });
    const priced = { ...values, names: { en: "Name", fi: "", sv: "" }, prices: [priceRow("adult", "-2")] };
    expect(validateEventForm(priced, languages, t)).toEqual({ "prices.0.price": "adminEvents.prices.negative" });
    const zoned = { ...priced, prices: [priceRow("adult", "2", "front"), priceRow("adult", "3", "old")] };
    expect(validateEventForm(zoned, languages, t, ["front"])).toEqual({ "prices.1.priceZoneId": "catalogAdmin.zonePrices.zoneNotInPlan" });
  });

  it("sends the sharing image trimmed, and takes only an https address", () => {
    const values = { ...newEventFormValues(languages), names: { en: "Name", fi: "", sv: "" }, prices: [priceRow("adult", "2")] };
    expect(toEventInput({ ...values, imageUrl: " https://cdn.example.fi/a.jpg " }, languages).imageUrl).toBe(
      "https://cdn.example.fi/a.jpg",
    );
    expect(validateEventForm({ ...values, imageUrl: "https://cdn.example.fi/a.jpg" }, languages, t)).toEqual({});
    expect(validateEventForm({ ...values, imageUrl: "http://cdn.example.fi/a.jpg" }, languages, t)).toEqual({
      imageUrl: "adminEvents.imageUrlInvalid",
    });
  });

  it("a per-customer cap: a whole number from 1 sent as a number, empty sent as none, anything else refused", () => {
    const values = { ...newEventFormValues(languages), names: { en: "Name", fi: "", sv: "" }, prices: [priceRow("adult", "2")] };
    expect(toEventInput({ ...values, maxTicketsPerBuyer: " 4 " }, languages).maxTicketsPerBuyer).toBe(4);
    expect(toEventInput({ ...values, maxTicketsPerBuyer: "" }, languages).maxTicketsPerBuyer).toBeNull();
    expect(validateEventForm({ ...values, maxTicketsPerBuyer: "4" }, languages, t)).toEqual({});
    for (const typed of ["0", "-1", "2.5", "four", "10001"]) {
      expect(validateEventForm({ ...values, maxTicketsPerBuyer: typed }, languages, t)).toEqual({
        maxTicketsPerBuyer: "adminEvents.maxTicketsPerBuyerInvalid",
      });
    }
    const saved = toEventFormValues(
      { names: [], descriptions: [], planId: "p", prices: [], maxTicketsPerBuyer: 6, published: false, status: "active" },
      languages,
      "en",
    );
    expect(saved.maxTicketsPerBuyer).toBe("6");
  });
});
