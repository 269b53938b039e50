import { Box, Container } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import { useDisclosure, useDocumentTitle } from "@mantine/hooks";
import { Outlet, useLocation } from "react-router";
import { useEventsQuery, useLanguagesQuery, useSettingsQuery } from "../../generated/graphql";
import { useLng } from "../../shared/hooks/useLng";
import { dateLocale } from "../../shared/i18n/dates";
import { MAIN_CONTENT_ID, SkipLink } from "../../shared/ui/SkipLink";
import { AppBreadcrumbs, useCrumbs } from "./AppBreadcrumbs";
import { AppFooter } from "./AppFooter";
import { EventDrawer } from "./EventDrawer";
import { TopBar } from "./TopBar";

/** The /:lng layout: skip link, header, drawer, breadcrumbs, main content and footer. */
export function AppLayout() {
  const lng = useLng();
  const location = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  // Loaded by the root middleware before this renders; these read the cache.
  const { data: settingsData } = useSettingsQuery();
  const { data: languagesData } = useLanguagesQuery({ context: { withoutLanguage: true } });
  const { data: eventsData } = useEventsQuery();
  const settings = settingsData?.settings;
  const crumbs = useCrumbs(lng);
  // As the server names the page (server: app/page-head.ts): the page, then the venue.
  const page = crumbs[crumbs.length - 1]?.label;
  useDocumentTitle(page && settings?.sitename ? `${page} · ${settings.sitename}` : (page ?? settings?.sitename ?? ""));

  return (
    <DatesProvider settings={{ locale: dateLocale(lng), firstDayOfWeek: 1 }}>
      <SkipLink />
      <Box mih="100dvh" style={{ display: "flex", flexDirection: "column" }}>
        <TopBar
          lng={lng}
          location={location}
          sitename={settings?.sitename ?? ""}
          languages={languagesData?.languages ?? []}
          menuOpened={menuOpened}
          onToggleMenu={menu.toggle}
        />
        <EventDrawer lng={lng} opened={menuOpened} onClose={menu.close} events={eventsData?.events ?? []} />
        <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="lg" w="100%" py="md" style={{ flex: 1, outline: "none" }}>
          <AppBreadcrumbs crumbs={crumbs} />
          <Outlet />
        </Container>
        <AppFooter text={settings?.footerText} />
      </Box>
    </DatesProvider>
  );
}
