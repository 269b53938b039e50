import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OPENAPI_DOCUMENT_URL, RestApiLink } from "./RestApiLink";

describe("RestApiLink", () => {
  it("links the explorer to the REST facade's OpenAPI document", () => {
    render(<RestApiLink />);
    const link = screen.getByRole("link", { name: "/api/openapi.json" });
    expect(link.getAttribute("href")).toBe("/api/openapi.json");
    expect(OPENAPI_DOCUMENT_URL).toBe("/api/openapi.json");
  });
});
