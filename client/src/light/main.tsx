import "../app/styles/mantineStyles";
import { hydrateRoot } from "react-dom/client";
import { LightApp } from "./LightApp";
import { createLightI18n } from "./lightI18n";
import { LIGHT_PAYLOAD_ID, type LightPayload } from "./lightPage";
import { writeStoredLanguage } from "../shared/storage/localStore";

// The server rendered the page from this payload (server: app/light-pages.ts); the same tree takes it over.
const container = document.getElementById("root");
const source = document.getElementById(LIGHT_PAYLOAD_ID)?.textContent;
if (container && source) {
  const payload = JSON.parse(source) as LightPayload;
  const { pathname } = payload.page.location;
  // As the application's router does: the page's own address (no trailing slash, ids in lower case) replaces the one
  // typed, and the path's language is the visitor's last (SPEC section 2).
  if (window.location.pathname !== pathname)
    window.history.replaceState(window.history.state, "", `${pathname}${window.location.search}${window.location.hash}`);
  writeStoredLanguage(payload.page.lng);
  hydrateRoot(container, <LightApp page={payload.page} i18n={createLightI18n({ ...payload, lng: payload.page.lng })} />);
}
