import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { localizedPath } from "../routing/paths";

/** The current route's language code (the /:lng segment), else i18next's language. */
export function useLng(): string {
  const { lng } = useParams();
  const { i18n } = useTranslation();
  return lng ?? i18n.language;
}

/** Builds internal links that carry the current language prefix: to('/events') -> '/fi/events'. */
export function useLocalizedPath(): (path?: string) => string {
  const lng = useLng();
  return useCallback((path?: string) => localizedPath(lng, path), [lng]);
}
