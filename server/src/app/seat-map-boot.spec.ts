import { createHash } from "node:crypto";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { sanitizeSvg } from "../modules/plan/svg-sanitizer.js";
import { BOOT_SCRIPT, BOOT_SCRIPT_SOURCE } from "./boot-script.js";
import { escapeHtml } from "../common/html.js";
import { compileSvg, fillSvg, type DecoratedSpace } from "./seat-map-boot.js";
import { contentSecurityPolicy } from "./security-headers.js";

/** The drawing compiled for these places and filled in with them, as the page does per snapshot. */
const decorateSvg = (svg: string, label: string, spaces: ReadonlyMap<string, DecoratedSpace>) =>
  fillSvg(compileSvg(svg, label, new Set(spaces.keys())), spaces);

const SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50" width="800" height="400" aria-label="drawing">` +
  `<text class="label" x="1" y="1">A &amp; B</text>` +
  `<rect id="R1-S1" class="space seat full" x="0" width="10" height="10"/>` +
  `<g id="group"><circle id="A&amp;B" r="4" role="img" tabindex="-1" aria-label="old" data-state="full"/></g>` +
  `<rect id="R1-S2" x="20" width="10" height="10"/>` +
  `<rect id="not-a-place" x="40" width="10" height="10"/>` +
  `</svg>`;

const spaces = new Map<string, DecoratedSpace>([
  ["R1-S1", { id: "id-1", state: "free", label: "Row 1, seat 1, 1 / 1 available" }],
  ["A&B", { id: "id-2", state: "partial", label: `Box "A" <&> B, 2 / 4 available` }],
  ["R1-S2", { id: "id-3", state: "full", label: "Row 1, seat 2, 0 / 1 available" }],
]);

/** The element of a place in the decorated markup, parsed back into its attributes. */
function attributesOf(markup: string, spaceId: string): Map<string, string> {
  const tag = new RegExp(`<[a-z]+ [^>]*data-space-id="${spaceId}"[^>]*>`).exec(markup)?.[0];
  if (!tag) throw new Error(`no element for ${spaceId}`);
  const attributes = new Map<string, string>();
  for (const [, name, value] of tag.matchAll(/\s([^\s=]+)="([^"]*)"/g)) {
    expect(attributes.has(name!), `${name} written twice`).toBe(false);
    attributes.set(name!, value!);
  }
  return attributes;
}

describe("the server-drawn seat map", () => {
  it("decorates each place's element as the app's PlanMap does, its state a class in place of the drawing's", () => {
    const markup = decorateSvg(SVG, "Main hall", spaces);
    const first = attributesOf(markup, "id-1");
    expect(first.get("class")).toBe("space seat free");
    expect(first.get("data-state")).toBe("free");
    expect(first.get("role")).toBe("button");
    expect(first.get("tabindex")).toBe("0");
    expect(first.get("aria-label")).toBe("Row 1, seat 1, 1 / 1 available");
    expect(first.get("id")).toBe("R1-S1");
    expect(first.get("x")).toBe("0");
    // The drawing's own role, tab stop, label and state give way to the map's: one tab stop, the first place drawn.
    const second = attributesOf(markup, "id-2");
    expect(second.get("role")).toBe("button");
    expect(second.get("tabindex")).toBe("-1");
    expect(attributesOf(markup, "id-3").get("tabindex")).toBe("-1");
    expect(markup.match(/tabindex="0"/g)).toHaveLength(1);
    expect(second.get("data-state")).toBe("partial");
    expect(second.get("class")).toBe("partial");
    expect(second.get("r")).toBe("4");
    expect(attributesOf(markup, "id-3").get("class")).toBe("full");
  });

  it("escapes what it writes and finds a place whose name the drawing escaped", () => {
    const markup = decorateSvg(SVG, `Hall "1" <b>`, spaces);
    expect(markup).toContain(`aria-label="Box &#34;A&#34; &#60;&#38;&#62; B, 2 / 4 available"`);
    expect(markup).toContain(`aria-label="Hall &#34;1&#34; &#60;b&#62;"`);
    expect(markup).not.toContain("<b>");
    expect(markup).toContain(`id="A&amp;B"`);
  });

  it("makes the root a labelled group without a fixed size and leaves everything else as drawn", () => {
    const markup = decorateSvg(SVG, "Main hall", spaces);
    expect(markup).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 100 50" role="group" aria-label="Main hall">/);
    expect(markup).toContain(`<text class="label" x="1" y="1">A &amp; B</text>`);
    expect(markup).toContain(`<g id="group">`);
    expect(markup).toContain(`<rect id="not-a-place" x="40" width="10" height="10"/>`);
    expect(markup.match(/data-space-id=/g)).toHaveLength(3);
    expect(markup.endsWith("</svg>")).toBe(true);
  });

  it("compiles a drawing once and fills it per occupancy; a place without occupancy is left undecorated", () => {
    const compiled = compileSvg(SVG, "Main hall", new Set(spaces.keys()));
    expect(compiled.places.map((place) => place.name)).toEqual(["R1-S1", "A&B", "R1-S2"]);
    expect(compiled.markup).toHaveLength(4);
    const later = fillSvg(compiled, new Map([["R1-S1", { id: "id-1", state: "full", label: "Row 1, seat 1, 0 / 1 available" }]]));
    expect(attributesOf(later, "id-1").get("data-state")).toBe("full");
    // The map's tab stop is its first decorated place, whichever that is.
    const withoutFirst = fillSvg(compiled, new Map([...spaces].filter(([name]) => name !== "R1-S1")));
    expect(attributesOf(withoutFirst, "id-2").get("tabindex")).toBe("0");
    expect(attributesOf(withoutFirst, "id-3").get("tabindex")).toBe("-1");
    expect(later.match(/data-space-id=/g)).toHaveLength(1);
    expect(later).toContain(`<rect id="R1-S2" x="20" width="10" height="10"/>`);
    expect(later).toContain(`<circle id="A&amp;B" r="4" role="img" tabindex="-1" aria-label="old" data-state="full"/>`);
  });

  it("escapes the five characters HTML gives meaning to", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;");
  });

  it("lets the boot script, and no other inline script, run under the Content-Security-Policy", () => {
    const hash = createHash("sha256").update(BOOT_SCRIPT).digest("base64");
    expect(BOOT_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
    const scriptSrc = contentSecurityPolicy("localhost:3000")
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith("script-src"));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it("leaves out what an HTML parser would read as HTML, so a drawing cannot swallow or break out of the page", () => {
    const drawings = [
      `<svg xmlns="http://www.w3.org/2000/svg"><desc><title></title></desc><rect id="A1"/></svg>`,
      `<svg xmlns="http://www.w3.org/2000/svg"><title>x<title/></title><desc><a/></desc><rect id="A1"/></svg>`,
      `<svg xmlns="http://www.w3.org/2000/svg"><font color="red"/><g><font size="3"><rect/></font></g><rect id="A1"/></svg>`,
    ];
    for (const drawing of drawings) {
      const svg = sanitizeSvg(drawing);
      const markup = decorateSvg(svg, "Hall", new Map([["A1", { id: "id-1", state: "free", label: "A1, 1 / 1 available" }]]));
      const { document } = new JSDOM(`<!doctype html><body><div id="boot-page">${markup}</div><script>boot()</script></body>`).window;
      expect(document.title, drawing).toBe("");
      expect(document.querySelector("body > script")?.textContent, drawing).toBe("boot()");
      const place = document.querySelector('[data-space-id="id-1"]');
      expect(place?.namespaceURI, drawing).toBe("http://www.w3.org/2000/svg");
      expect(place?.parentElement?.closest("svg")?.parentElement?.id, drawing).toBe("boot-page");
    }
  });

  it("reads attribute names as the HTML parser does: in any case, the first of a repeated name winning", () => {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" WIDTH="100" data-\u1680x="1">` +
      `<rect ID="A1" DATA-SPACE-ID="another" TABINDEX="-1" ARIA-LABEL="Sold out" CLASS="seat full" DATA-STATE="full"/></svg>`;
    const markup = decorateSvg(svg, "Hall", new Map([["A1", { id: "id-1", state: "free", label: "A1, 1 / 1 available" }]]));
    const { document } = new JSDOM(`<!doctype html><body>${markup}</body>`).window;
    expect(document.querySelector("svg")!.hasAttribute("width")).toBe(false);
    const place = document.querySelector("rect")!;
    expect(place.getAttribute("data-space-id")).toBe("id-1");
    expect(place.getAttribute("tabindex")).toBe("0");
    expect(place.getAttribute("aria-label")).toBe("A1, 1 / 1 available");
    expect(place.getAttribute("class")).toBe("seat free");
    expect(place.getAttribute("data-state")).toBe("free");
  });

  it("moves the drawn map's one tab stop with the arrow keys to the nearest place drawn that way, Home and End to its ends", () => {
    // Two rows of two seats and an area behind them, each box where its attributes draw it (jsdom lays nothing out).
    const markup = decorateSvg(
      `<svg xmlns="http://www.w3.org/2000/svg"><rect id="A1" x="0" y="0" width="10" height="10"/><rect id="A2" x="20" y="0" width="10" height="10"/>` +
        `<rect id="B1" x="0" y="20" width="10" height="10"/><rect id="B2" x="20" y="20" width="10" height="10"/><rect id="S" x="0" y="40" width="30" height="10"/></svg>`,
      "Hall",
      new Map(["A1", "A2", "B1", "B2", "S"].map((name) => [name, { id: name, state: "free" as const, label: name }])),
    );
    const { window } = new JSDOM(`<!doctype html><body><div id="boot-page" data-occasion-id="o1">${markup}</div></body>`, {
      runScripts: "outside-only",
      pretendToBeVisual: true,
    });
    const { document } = window;
    window.Element.prototype.getBoundingClientRect = function (this: Element) {
      const [x, y, width, height] = ["x", "y", "width", "height"].map((name) => Number(this.getAttribute(name) ?? 0)) as [
        number,
        number,
        number,
        number,
      ];
      return { x, y, left: x, top: y, width, height, right: x + width, bottom: y + height, toJSON: () => ({}) } as DOMRect;
    };
    window.eval(BOOT_SCRIPT);
    const tabStops = () => [...document.querySelectorAll('[tabindex="0"]')].map((element) => element.id);
    const press = (key: string) =>
      document.activeElement!.dispatchEvent(new window.KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
    expect(tabStops()).toEqual(["A1"]);
    (document.getElementById("A1") as unknown as HTMLElement).focus();
    const path: string[] = [];
    for (const key of ["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowDown", "ArrowUp", "End", "Home", "PageDown"]) {
      expect(press(key), `${key} leaves the page where it is`).toBe(false);
      path.push(document.activeElement!.id);
      expect(tabStops()).toEqual([document.activeElement!.id]);
    }
    // Up from the area: its two neighbours above are as near, the first drawn wins.
    expect(path).toEqual(["A2", "B2", "B1", "S", "B1", "S", "A1", "S"]);
    // Enter still chooses the place the keyboard is on.
    press("Enter");
    expect(document.getElementById("S")!.getAttribute("aria-pressed")).toBe("true");
  });
});
