import { Drawer, NavLink, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { localizedPath } from "../../shared/routing/paths";
import { useLogout } from "../../features/account/useLogout";
import { settingsIndexTarget, venueAbilities } from "../../features/admin/permissions";
import { useAuthUser } from "../../shared/auth/auth";
import { Guard } from "../../shared/auth/Guard";
import { DRAWER_ID } from "./TopBar";

function DrawerLink({
  to,
  label,
  pathname,
  onClose,
  exact,
}: {
  to: string;
  label: string;
  pathname: string;
  onClose: () => void;
  /** Active on its own path only (/admin would otherwise also be every admin screen's). */
  exact?: boolean;
}) {
  const active = pathname === to || (!exact && pathname.startsWith(`${to}/`));
  return <NavLink component={Link} to={to} label={label} active={active} aria-current={active ? "page" : undefined} onClick={onClose} />;
}

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

export interface EventDrawerProps {
  lng: string;
  opened: boolean;
  onClose: () => void;
  events: readonly DrawerEvent[];
}

/**
 * The left drawer (SPEC section 2): events; Manage (bookings, events, settings) with the entries the user
 * can open, and no heading when there are none; account (login, or my account and logout). Built from the compound parts so the drawer's header is not a second banner landmark.
 */
export function EventDrawer({ lng, opened, onClose, events }: EventDrawerProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const logout = useLogout();
  const manage = manageEntries(useAuthUser()?.permissions ?? [], lng, t);
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
              events.map((event) => {
                const to = localizedPath(lng, `/events/${event.id}`);
                return (
                  <NavLink
                    key={event.id}
                    component={Link}
                    to={to}
                    label={event.name}
                    active={pathname === to}
                    aria-current={pathname === to ? "page" : undefined}
                    onClick={onClose}
                  />
                );
              })
            )}
          </nav>
          {manage.length > 0 && (
            <nav aria-label={t("menu.manage")}>
              <Text component="h2" fw={700} fz="sm" tt="uppercase" mt="lg" mb="xs">
                {t("menu.manage")}
              </Text>
              {manage.map((entry) => (
                <DrawerLink key={entry.to} {...entry} pathname={pathname} onClose={onClose} />
              ))}
            </nav>
          )}
          <nav aria-label={t("menu.account")}>
            <Text component="h2" fw={700} fz="sm" tt="uppercase" mt="lg" mb="xs">
              {t("menu.account")}
            </Text>
            <Guard
              loggedIn
              fallback={<DrawerLink to={localizedPath(lng, "/account")} label={t("account.login")} pathname={pathname} onClose={onClose} />}
            >
              <DrawerLink to={localizedPath(lng, "/account")} label={t("account.myAccount")} pathname={pathname} onClose={onClose} />
              <NavLink
                component="button"
                label={t("account.logout")}
                onClick={() => {
                  onClose();
                  void logout();
                }}
              />
            </Guard>
          </nav>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
