import { act, render, screen } from "@testing-library/react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../shared/i18n/i18n";
import { NAMESPACE } from "../../shared/i18n/resources";
import { TranslationProvider } from "./TranslationProvider";

/** Renders once unless its translations tell it otherwise (memo: its parent never re-renders it). */
const Heading = memo(function Heading() {
  const { t } = useTranslation();
  return <h1>{t("events.title")}</h1>;
});

/** What serverDictionary.ts does with a changed dictionary. */
function replaceTexts(i18n: ReturnType<typeof createI18n>, texts: Record<string, unknown>) {
  i18n.removeResourceBundle("fi", NAMESPACE);
  i18n.addResourceBundle("fi", NAMESPACE, texts, true, true);
}

describe("TranslationProvider", () => {
  it("re-renders translated components when a server dictionary replaces the texts", () => {
    const i18n = createI18n("fi");
    render(
      <TranslationProvider i18n={i18n}>
        <Heading />
      </TranslationProvider>,
    );
    expect(screen.getByRole("heading").textContent).toBe("Tapahtumat");
    act(() => replaceTexts(i18n, { events: { title: "Ohjelmisto" } }));
    expect(screen.getByRole("heading").textContent).toBe("Ohjelmisto");
  });

  it("re-renders one that rendered the old text just before the change, before it could subscribe to anything", () => {
    const i18n = createI18n("fi");
    // Renders after the heading in the same pass: the texts change between the heading's render and its effects.
    function ChangeAfterHeading() {
      if (i18n.t("events.title") === "Tapahtumat") replaceTexts(i18n, { events: { title: "Ohjelmisto" } });
      return null;
    }
    render(
      <TranslationProvider i18n={i18n}>
        <Heading />
        <ChangeAfterHeading />
      </TranslationProvider>,
    );
    expect(screen.getByRole("heading").textContent).toBe("Ohjelmisto");
  });
});
