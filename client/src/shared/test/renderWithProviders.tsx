import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { createI18n } from "../i18n/i18n";
import { AppLinkContext } from "../ui/appLink";

export interface RenderRouteOptions {
  /** Route path under /:lng, e.g. 'events/:eventId' ('' for the index). */
  path: string;
  element: ReactElement;
  /** The URL to open, e.g. '/en/events/1'. */
  url: string;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
}

/** Renders one page under /:lng with Apollo mocks, Mantine, i18n (in the URL's language) and a memory router (links through it). */
export function renderRoute({ path, element, url, mocks = [] }: RenderRouteOptions) {
  const lng = url.split("/")[1] || "en";
  const i18n = createI18n(lng);
  const route = path ? { path, element } : { index: true, element };
  const router = createMemoryRouter([{ path: "/:lng", children: [route] }], { initialEntries: [url] });
  const result = render(
    <MockedProvider mocks={mocks}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <AppLinkContext.Provider value={Link}>
            <RouterProvider router={router} />
          </AppLinkContext.Provider>
        </MantineProvider>
      </I18nextProvider>
    </MockedProvider>,
  );
  return { ...result, router, i18n };
}
