import { Box, Burger, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { localizedPath, type PathLocation } from "../../shared/routing/paths";
import { useAppLink } from "../../shared/ui/appLink";
import { TOP_BAR_HEIGHT } from "../../shared/ui/layoutMetrics";
import { LanguageSwitcher, type LanguageOption } from "./LanguageSwitcher";

export const DRAWER_ID = "events-drawer";

export interface TopBarProps {
  lng: string;
  /** The page's address: the language switcher links to the same page in each language. */
  location: PathLocation;
  sitename: string;
  languages: readonly LanguageOption[];
  menuOpened: boolean;
  onToggleMenu: () => void;
}

/** The header landmark: menu button, site name (link to /{lng}) and the language switcher. */
export function TopBar({ lng, location, sitename, languages, menuOpened, onToggleMenu }: TopBarProps) {
  const { t } = useTranslation();
  const link = useAppLink();
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
          <Text component={link} to={localizedPath(lng)} c="white" fw={700} fz="lg" truncate="end" style={{ textDecoration: "none" }}>
            {sitename}
          </Text>
        </Group>
        <LanguageSwitcher current={lng} location={location} languages={languages} />
      </Group>
    </Box>
  );
}
