import { ApolloProvider } from "@apollo/client/react";
import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SettingsDocument, useSettingsQuery } from "../../generated/graphql";
import { settingsFixture } from "../../shared/test/fixtures";
import { createApolloClient } from "../apollo/client";
import { useSettingsRefresh } from "./useSettingsRefresh";

/** The settings the server answers now: an administrator has changed the theme since the tab opened. */
const changed = { settings: { ...settingsFixture.settings, primaryColor: "#aa2200" } };

function setup(minIntervalMs: number) {
  const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ data: changed }), { headers: { "Content-Type": "application/json" } }));
  const client = createApolloClient({ getLanguage: () => "en", fetch: fetchImpl as unknown as typeof fetch, notifyError: () => undefined });
  client.writeQuery({ query: SettingsDocument, data: settingsFixture });
  function Probe() {
    useSettingsRefresh(minIntervalMs);
    // As AppThemeProvider reads the colours: from the cache only.
    const { data } = useSettingsQuery({ fetchPolicy: "cache-only" });
    return <output data-testid="primary">{data?.settings.primaryColor}</output>;
  }
  render(
    <ApolloProvider client={client}>
      <Probe />
    </ApolloProvider>,
  );
  return fetchImpl;
}

describe("useSettingsRefresh (issue 34, item 12)", () => {
  it("reads the settings again when the window regains focus: an open tab picks up a changed theme colour", async () => {
    const fetchImpl = setup(0);
    expect(screen.getByTestId("primary").textContent).toBe("#0085d2");
    expect(fetchImpl).not.toHaveBeenCalled();
    await act(async () => {
      window.dispatchEvent(new Event("focus"));
    });
    await waitFor(() => expect(screen.getByTestId("primary").textContent).toBe("#aa2200"));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("reads them at most once per interval, however often the tab is switched to", async () => {
    const fetchImpl = setup(60_000);
    await act(async () => {
      window.dispatchEvent(new Event("focus"));
      document.dispatchEvent(new Event("visibilitychange"));
    });
    // Mounted just now: the interval since the page's own read has not passed.
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(screen.getByTestId("primary").textContent).toBe("#0085d2");
  });
});
