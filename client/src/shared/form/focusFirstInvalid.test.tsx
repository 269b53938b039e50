import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { focusFirstInvalid } from "./focusFirstInvalid";

describe("focusFirstInvalid", () => {
  it("focuses the first field in error in the form's order, not the first one marked", async () => {
    const form = document.createElement("form");
    form.innerHTML = `<input id="first"><input id="email"><input id="phone"><button type="submit">Go</button>`;
    document.body.append(form);
    form.querySelector("button")!.focus();
    focusFirstInvalid(form);
    // Marked after the call, as React draws the errors after the submit handler has run.
    form.querySelector("#phone")!.setAttribute("aria-invalid", "true");
    form.querySelector("#email")!.setAttribute("aria-invalid", "true");
    await waitFor(() => expect(document.activeElement?.id).toBe("email"));
    form.remove();
  });

  it("leaves the focus where it is when nothing is in error", async () => {
    const form = document.createElement("form");
    form.innerHTML = `<input id="only"><button type="submit">Go</button>`;
    document.body.append(form);
    form.querySelector("button")!.focus();
    focusFirstInvalid(form);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement?.tagName).toBe("BUTTON");
    form.remove();
  });
});
