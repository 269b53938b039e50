import "@mantine/core/styles.css";
import "@mantine/dates/styles.css";
import "@mantine/notifications/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { createAppServices } from "./app/services";
import { rememberBootMapTop } from "./shared/plan/bootMap";

const container = document.getElementById("root");
if (!container) throw new Error("#root element missing from index.html");

// Before anything of the application is drawn: the server's drawing is laid out already, reading it is free.
rememberBootMapTop();
const services = createAppServices();

createRoot(container).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
