import { afterEach, describe, expect, it, vi } from "vitest";
import { uploadPlanMap } from "./uploadMap";

const TOO_COMPLEX =
  "Kartassa on 60001 elementtiä, enintään 20000 hyväksytään: yksinkertaista piirrosta (yhdistä muotoja, poista piilotetut tasot) ja lähetä se uudelleen";

function answering(status: number, body: string) {
  return vi.fn(
    async (_url: string, _init: RequestInit) => new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } }),
  );
}

describe("uploadPlanMap", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks in the page's language, so the server's refusals (422 PLAN_TOO_COMPLEX, 429) come back in it and are shown as they are", async () => {
    const tooComplex = answering(422, TOO_COMPLEX);
    vi.stubGlobal("fetch", tooComplex);
    expect(await uploadPlanMap("p1", new Blob(["<svg/>"], { type: "image/svg+xml" }), "fi")).toEqual({
      ok: false,
      reason: "failed",
      message: TOO_COMPLEX,
      status: 422,
    });
    const headers = new Headers(tooComplex.mock.calls[0]![1].headers);
    expect(headers.get("Accept-Language")).toBe("fi");
    expect(headers.get("Content-Type")).toBe("image/svg+xml");

    vi.stubGlobal("fetch", answering(429, "Liian monta pyyntöä"));
    expect(await uploadPlanMap("p1", new Blob(["<svg/>"]), "fi")).toEqual({
      ok: false,
      reason: "failed",
      message: "Liian monta pyyntöä",
      status: 429,
    });
  });
});
