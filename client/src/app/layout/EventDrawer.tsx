import { Drawer, NavLink, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { localizedPath } from "../../shared/routing/paths";
import { DRAWER_ID } from "./TopBar";

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
 * The left drawer listing events (SPEC section 2); later work adds the manage and account
 * sections. Built from the compound parts so the drawer's header is not a second banner landmark.
 */
export function EventDrawer({ lng, opened, onClose, events }: EventDrawerProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
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
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
