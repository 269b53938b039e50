import { Tabs, Text, VisuallyHidden } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface TabLanguage {
  id: string;
  name: string;
}

/**
 * The texts of a record per language, one tab each (the default, first language first). Only the open tab's
 * fields are rendered, so each label is said once; a tab whose fields have messages is marked, and when new
 * messages arrive on a closed tab it is opened.
 */
export function TranslationTabs({
  languages,
  errorLanguages,
  label,
  children,
}: {
  languages: readonly TabLanguage[];
  /** Languages whose fields have messages (see languagesWithErrors). */
  errorLanguages: readonly string[];
  /** The tab list's accessible name, e.g. 'Texts by language'. */
  label: string;
  children: (language: TabLanguage, isDefault: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const [active, setActive] = useState(languages[0]?.id ?? "");
  // Only new messages move the tab (adjusted while rendering, React's way for state following a prop);
  // the user's own choice of tab is not undone.
  const errorKey = errorLanguages.join(",");
  const [seenErrorKey, setSeenErrorKey] = useState(errorKey);
  if (errorKey !== seenErrorKey) {
    setSeenErrorKey(errorKey);
    const [first] = errorLanguages;
    if (first && !errorLanguages.includes(active)) setActive(first);
  }

  return (
    <Tabs value={active} onChange={(value) => value && setActive(value)} keepMounted={false}>
      <Tabs.List aria-label={label}>
        {languages.map((language, index) => {
          const failing = errorLanguages.includes(language.id);
          return (
            <Tabs.Tab
              key={language.id}
              value={language.id}
              color={failing ? "red" : undefined}
              rightSection={
                failing ? (
                  <Text c="red" fw={700} aria-hidden>
                    !
                  </Text>
                ) : undefined
              }
            >
              {language.name}
              {index === 0 && <VisuallyHidden>{` (${t("adminEvents.translations.default")})`}</VisuallyHidden>}
              {failing && <VisuallyHidden>{` (${t("adminEvents.translations.hasErrors")})`}</VisuallyHidden>}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {languages.map((language, index) => (
        <Tabs.Panel key={language.id} value={language.id} pt="sm">
          {children(language, index === 0)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
