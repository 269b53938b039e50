import { Box, Container } from "@mantine/core";
import type { i18n as I18n } from "i18next";
import { useEffect, useRef, useState } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { AppFooter } from "../app/layout/AppFooter";
import { BreadcrumbTrail } from "../app/layout/BreadcrumbTrail";
import { DrawerMenu } from "../app/layout/DrawerMenu";
import { TopBar } from "../app/layout/TopBar";
import { onTabReturn, SETTINGS_REFRESH_MIN_MS } from "../app/theme/tabReturn";
import { ThemeFromSettings } from "../app/theme/ThemeFromSettings";
import { EventDetailView } from "../features/events/components/EventDetailView";
import { EventListView } from "../features/events/components/EventListView";
import type { Crumb } from "../shared/routing/handle";
import { localizedPath } from "../shared/routing/paths";
import { RenderedAtProvider } from "../shared/ui/renderClock";
import { MAIN_CONTENT_ID, SkipLink } from "../shared/ui/SkipLink";
import type { LightPage } from "./lightPage";
import { loadSession, loadSettings, logout, type LightUser } from "./session";

/**
 * A public page as the server renders it and the browser hydrates it (issue 37): the app's shell (top bar, drawer,
 * breadcrumbs, footer) and the events list or an event's page, from the same components as the single-page app's
 * routes, without its router, Apollo Client or checkout code. Its links load their pages; the seat map and everything
 * after it are the single-page app's.
 */
export function LightApp({ page: served, i18n }: { page: LightPage; i18n: I18n }) {
  const [settings, setSettings] = useState(served.settings);
  // As the application's tabs do (useSettingsRefresh): a page left open takes an administrator's new theme when it is
  // looked at again, reading the settings at most every 30 s.
  useEffect(() => onTabReturn(() => void loadSettings().then(setSettings, () => undefined), SETTINGS_REFRESH_MIN_MS), []);
  const page = settings === served.settings ? served : { ...served, settings };
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeFromSettings settings={settings}>
        <RenderedAtProvider at={served.renderedAt}>
          <LightShell page={page} />
        </RenderedAtProvider>
      </ThemeFromSettings>
    </I18nextProvider>
  );
}

function LightShell({ page }: { page: LightPage }) {
  const { t } = useTranslation();
  const [menuOpened, setMenuOpened] = useState(false);
  // The server renders one page per route, without the query string; the language switcher keeps the visitor's.
  const [location, setLocation] = useState(page.location);
  useEffect(() => {
    setLocation({ pathname: page.location.pathname, search: window.location.search });
    // The server's page answers its buttons from here on (links work before): what tests and tools can wait for.
    document.documentElement.dataset.hydrated = "true";
  }, [page.location.pathname]);
  const { lng, settings } = page;
  const events: Crumb = { label: t("events.title"), to: localizedPath(lng, "/events") };
  const crumbs = page.event ? [events, { label: page.event.name, to: localizedPath(lng, `/events/${page.event.id}`) }] : [events];
  return (
    <>
      <SkipLink />
      <Box mih="100dvh" style={{ display: "flex", flexDirection: "column" }}>
        <TopBar
          lng={lng}
          location={location}
          sitename={settings.sitename}
          languages={page.languages}
          menuOpened={menuOpened}
          onToggleMenu={() => setMenuOpened((opened) => !opened)}
        />
        <LightDrawer page={page} opened={menuOpened} onClose={() => setMenuOpened(false)} />
        <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="lg" w="100%" py="md" style={{ flex: 1, outline: "none" }}>
          <BreadcrumbTrail crumbs={crumbs} />
          {page.event ? (
            <EventDetailView event={page.event} lng={lng} timeZone={settings.timeZone} />
          ) : (
            <EventListView events={page.events} lng={lng} timeZone={settings.timeZone} />
          )}
        </Container>
        <AppFooter text={settings.footerText} />
      </Box>
    </>
  );
}

/** The drawer, asking who is signed in when it first opens (the page itself is the same for every visitor). */
function LightDrawer({ page, opened, onClose }: { page: LightPage; opened: boolean; onClose: () => void }) {
  const [session, setSession] = useState<{ user: LightUser | null; csrfToken: string | null } | undefined>(undefined);
  const asked = useRef(false);
  useEffect(() => {
    if (!opened || asked.current) return;
    asked.current = true;
    // Unknown (a failed call) reads as signed out: the login entry leads to the account page, which knows better.
    loadSession().then(setSession, () => setSession({ user: null, csrfToken: null }));
  }, [opened]);
  const onLogout = async () => {
    if (session?.csrfToken) await logout(session.csrfToken).catch(() => undefined);
    window.location.assign(localizedPath(page.lng));
  };
  return (
    <DrawerMenu
      lng={page.lng}
      opened={opened}
      onClose={onClose}
      events={page.events}
      pathname={page.location.pathname}
      user={session?.user}
      onLogout={() => void onLogout()}
    />
  );
}
