import { Avatar, Menu, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { switchLanguagePath, type PathLocation } from "../../shared/routing/paths";
import { useAppLink } from "../../shared/ui/appLink";
import { writeLanguageCookie } from "../../shared/storage/languageCookie";

export interface LanguageOption {
  id: string;
  name: string;
}

export interface LanguageSwitcherProps {
  current: string;
  /** The page's address, kept in each language's link. */
  location: PathLocation;
  languages: readonly LanguageOption[];
}

/**
 * SPEC section 2: a 32 px avatar with the current code; its menu links to the same route in
 * each language, keeping the search string; choosing one writes the `lng` cookie. The button is named "Change language EN" from a hidden
 * label and the visible code, so the visible text is part of the name (WCAG 2.5.3).
 */
export function LanguageSwitcher({ current, location, languages }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const link = useAppLink();
  const id = useId();
  return (
    <Menu position="bottom-end" shadow="md" withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-labelledby={`${id}-label ${id}-code`} style={{ borderRadius: "50%" }}>
          <VisuallyHidden id={`${id}-label`}>{t("language.change")}</VisuallyHidden>
          <Avatar id={`${id}-code`} size={32} color="white" variant="outline" component="span">
            {current.toUpperCase()}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {languages.map((language) => (
          <Menu.Item
            key={language.id}
            component={link}
            to={switchLanguagePath(location, language.id)}
            lang={language.id}
            // The visitor's choice, for the server too: it answers their next visit to / in it.
            onClick={() => writeLanguageCookie(language.id)}
            aria-current={language.id === current ? "true" : undefined}
            fw={language.id === current ? 700 : undefined}
          >
            {language.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
