import { Drawer, NavLink, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { localizedPath } from "../../shared/routing/paths";
import { useAppLink } from "../../shared/ui/appLink";
import { settingsIndexTarget, venueAbilities } from "../../features/admin/permissions";
import { DRAWER_ID } from "./TopBar";

/**
 * The Manage entries a user can open: bookings and events with their permissions, settings when any one
 * settings screen is theirs (personal data with administer_personal_data, plans with administer_plans, …).
 */
export function manageEntries(
  permissions: readonly string[],
  lng: string,
  t: (key: string) => string,
): Array<{ to: string; label: string; exact?: boolean }> {
  const entries: Array<{ to: string; label: string; exact?: boolean }> = [];
  // The box office's screens together: bookings, the door, the sales report.
  if (permissions.includes("administer_bookings"))
    entries.push({ to: localizedPath(lng, "/admin"), label: t("admin.bookings"), exact: true });
  if (permissions.includes("check_in")) entries.push({ to: localizedPath(lng, "/admin/check-in"), label: t("checkIn.title") });
  if (permissions.includes("administer_bookings"))
    entries.push({ to: localizedPath(lng, "/admin/reports/sales"), label: t("admin.salesReport") });
  if (permissions.includes("administer_bookings"))
    entries.push({ to: localizedPath(lng, "/admin/refunds"), label: t("admin.owedRefunds") });
  // The events pages lead a seller (sell_tickets) to an occasion's box office too.
  if (venueAbilities(permissions).open) entries.push({ to: localizedPath(lng, "/admin/events"), label: t("admin.events") });
  if (settingsIndexTarget(permissions)) entries.push({ to: localizedPath(lng, "/admin/settings"), label: t("admin.settings") });
  return entries;
}

export interface DrawerEvent {
  id: string;
  name: string;
}

export interface DrawerMenuProps {
  lng: string;
  opened: boolean;
  onClose: () => void;
  events: readonly DrawerEvent[];
  /** The page's path: its entry is marked current. */
  pathname: string;
  /** The signed-in user, null when nobody is; undefined while not yet known (the account entries wait for it). */
  user: { permissions: readonly string[] } | null | undefined;
  onLogout: () => void;
}

/**
 * The left drawer (SPEC section 2): events; Manage (bookings, events, settings) with the entries the user
 * can open, and no heading when there are none; account (login, or my account and logout). Built from the compound
 * parts so the drawer's header is not a second banner landmark. The single-page app's (EventDrawer) and the
 * server-rendered pages' (light/LightDrawer) each say who is signed in and how to log out.
 */
export function DrawerMenu({ lng, opened, onClose, events, pathname, user, onLogout }: DrawerMenuProps) {
  const { t } = useTranslation();
  const link = useAppLink();
  const manage = manageEntries(user?.permissions ?? [], lng, t);
  const entry = (to: string, label: string, exact = false) => {
    const active = pathname === to || (!exact && pathname.startsWith(`${to}/`));
    return (
      <NavLink
        key={to}
        component={link}
        to={to}
        label={label}
        active={active}
        aria-current={active ? "page" : undefined}
        onClick={onClose}
      />
    );
  };
  return (
    <Drawer.Root id={DRAWER_ID} opened={opened} onClose={onClose} position="left" size="xs">
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header role="presentation">
          <Drawer.Title fw={700}>{t("menu.title")}</Drawer.Title>
          <Drawer.CloseButton aria-label={t("menu.close")} />
        </Drawer.Header>
        <Drawer.Body>
          <nav aria-label={t("events.navigation")}>
            <Text component="h2" fw={700} fz="sm" tt="uppercase" mb="xs">
              {t("events.title")}
            </Text>
            {events.length === 0 ? (
              <Text c="dimmed">{t("events.empty")}</Text>
            ) : (
              events.map((event) => entry(localizedPath(lng, `/events/${event.id}`), event.name, true))
            )}
          </nav>
          {manage.length > 0 && (
            <nav aria-label={t("menu.manage")}>
              <Text component="h2" fw={700} fz="sm" tt="uppercase" mt="lg" mb="xs">
                {t("menu.manage")}
              </Text>
              {manage.map((item) => entry(item.to, item.label, item.exact))}
            </nav>
          )}
          {user !== undefined && (
            <nav aria-label={t("menu.account")}>
              <Text component="h2" fw={700} fz="sm" tt="uppercase" mt="lg" mb="xs">
                {t("menu.account")}
              </Text>
              {user === null ? (
                entry(localizedPath(lng, "/account"), t("account.login"))
              ) : (
                <>
                  {entry(localizedPath(lng, "/account"), t("account.myAccount"))}
                  <NavLink
                    component="button"
                    label={t("account.logout")}
                    onClick={() => {
                      onClose();
                      onLogout();
                    }}
                  />
                </>
              )}
            </nav>
          )}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
