import { Box, Burger, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localizedPath } from "../../shared/routing/paths";
import { TOP_BAR_HEIGHT } from "../../shared/ui/layoutMetrics";
import { LanguageSwitcher, type LanguageOption } from "./LanguageSwitcher";

export const DRAWER_ID = "events-drawer";

export interface TopBarProps {
  lng: string;
  sitename: string;
  languages: readonly LanguageOption[];
  menuOpened: boolean;
  onToggleMenu: () => void;
}

/** The header landmark: menu button, site name (link to /{lng}) and the language switcher. */
export function TopBar({ lng, sitename, languages, menuOpened, onToggleMenu }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <Box component="header" bg="var(--mantine-primary-color-filled)" c="white" px="md" h={TOP_BAR_HEIGHT}>
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Burger
            opened={menuOpened}
            onClick={onToggleMenu}
            color="white"
            size="sm"
            aria-label={t("menu.toggle")}
            aria-expanded={menuOpened}
            aria-controls={menuOpened ? DRAWER_ID : undefined}
          />
          <Text component={Link} to={localizedPath(lng)} c="white" fw={700} fz="lg" truncate="end" style={{ textDecoration: "none" }}>
            {sitename}
          </Text>
        </Group>
        <LanguageSwitcher current={lng} languages={languages} />
      </Group>
    </Box>
  );
}
