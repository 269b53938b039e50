import { Grid, NavLink, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation } from "react-router";
import { useAuthUser } from "../../../shared/auth/auth";
import { useLng } from "../../../shared/hooks/useLng";
import { localizedPath } from "../../../shared/routing/paths";
import { mayOpen, SETTINGS_ENTRIES } from "../permissions";

/** /admin/settings: a side menu (each entry only with its permission) beside the chosen screen. */
export function SettingsLayout() {
  const { t } = useTranslation();
  const lng = useLng();
  const { pathname } = useLocation();
  const permissions = useAuthUser()?.permissions ?? [];
  return (
    <Stack>
      <Title order={1}>{t("admin.settings")}</Title>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <nav aria-label={t("admin.settingsMenu")}>
            {SETTINGS_ENTRIES.filter((entry) => mayOpen(entry, permissions)).map((entry) => {
              const to = localizedPath(lng, `/admin/settings/${entry.path}`);
              const active = pathname === to || pathname.startsWith(`${to}/`);
              return (
                <NavLink
                  key={entry.path}
                  component={Link}
                  to={to}
                  label={t(entry.labelKey)}
                  active={active}
                  aria-current={active ? "page" : undefined}
                />
              );
            })}
          </nav>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
