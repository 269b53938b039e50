import { afterEach, describe, expect, it } from "vitest";
import { bootMapOccasion, isBootMapPath, releaseBootPage, takeBootDrawing, takeBootPicks } from "./bootMap";

const OCCASION = "2b6a4d8e-6d3f-4b8e-9a51-0c4c3f1f7d21";

function drawPage(): void {
  document.body.innerHTML = `
    <div id="root"><svg><g id="boot-page" data-occasion-id="("></g><rect data-space-id="a" tabindex="0"></rect><rect data-space-id="b" tabindex="0"></rect></svg></div>
    <div id="boot-page" data-occasion-id="${OCCASION}">
      <div class="plan boot-map"><svg><rect data-space-id="a" tabindex="0"></rect><rect data-space-id="b" tabindex="0"></rect></svg></div>
    </div>`;
}

afterEach(() => {
  document.body.innerHTML = "";
  delete window.__bootMap;
});

describe("the server-drawn map's hand-over", () => {
  it("hands the places clicked on the drawing over once, in order, to its own occasion only", () => {
    window.__bootMap = { occasionId: OCCASION, picks: ["b", "a"] };
    expect(takeBootPicks("00000000-0000-4000-8000-000000000000")).toEqual([]);
    expect(takeBootPicks(OCCASION.toUpperCase())).toEqual(["b", "a"]);
    expect(takeBootPicks(OCCASION)).toEqual([]);
  });

  it("has nothing to hand over on a page the server did not draw", () => {
    expect(takeBootPicks(OCCASION)).toEqual([]);
    expect(bootMapOccasion()).toBeNull();
    expect(() => releaseBootPage()).not.toThrow();
  });

  it("removes the drawing, passing a focused place's focus to the same place on the app's map", () => {
    drawPage();
    expect(bootMapOccasion()).toBe(OCCASION);
    document.querySelector<SVGElement>('#boot-page [data-space-id="b"]')!.focus();
    releaseBootPage();
    expect(document.querySelector("body > #boot-page")).toBeNull();
    expect(bootMapOccasion()).toBeNull();
    expect(document.activeElement).toBe(document.querySelector('#root [data-space-id="b"]'));
  });

  it("leaves the focus alone when it was not on the drawing", () => {
    drawPage();
    const button = document.createElement("button");
    document.body.append(button);
    button.focus();
    releaseBootPage();
    expect(document.activeElement).toBe(button);
  });

  it("is the server's page, not an element of a plan's drawing that has the same id", () => {
    drawPage();
    releaseBootPage();
    expect(document.querySelector("#root #boot-page")).not.toBeNull();
    expect(document.querySelector("body > #boot-page")).toBeNull();
  });

  it("hands its drawing over to its own occasion's map only, while it is on the page", () => {
    expect(takeBootDrawing(OCCASION)).toBeNull();
    drawPage();
    expect(takeBootDrawing("00000000-0000-4000-8000-000000000000")).toBeNull();
    const drawing = takeBootDrawing(OCCASION.toUpperCase());
    expect(drawing).toBe(document.querySelector("body > #boot-page svg"));
    document.querySelector("#root")!.append(drawing!);
    expect(takeBootDrawing(OCCASION)).toBeNull();
  });

  it("knows its own seat map's path, and nothing else", () => {
    expect(isBootMapPath(`/fi/occasions/${OCCASION}`, OCCASION)).toBe(true);
    expect(isBootMapPath(`/en/occasions/${OCCASION.toUpperCase()}/`, OCCASION)).toBe(true);
    expect(isBootMapPath(`/en/occasions/${OCCASION}/checkout`, OCCASION)).toBe(false);
    expect(isBootMapPath("/en/events", OCCASION)).toBe(false);
    expect(isBootMapPath(`/en/occasions/${OCCASION}`, "(")).toBe(false);
  });
});
