import "./app/styles/mantineStyles";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { createAppServices } from "./app/services";
import { createAppRouter } from "./app/routing/router";
import { rememberBootMapTop } from "./shared/plan/bootMap";

const container = document.getElementById("root");
if (!container) throw new Error("#root element missing from index.html");

const services = createAppServices();
// The router starts the route's loads as it is made: before the browser next lays out the page, which on a seat map
// the server drew means the drawing again under the application's stylesheet (a second at 20,000 places).
const router = createAppRouter(services);
// Where the server's drawing is, noted after that layout.
rememberBootMapTop();

createRoot(container).render(
  <StrictMode>
    <App services={services} router={router} />
  </StrictMode>,
);
