import { apiUrl } from "../../../shared/config";
import classes from "./RestApiLink.module.css";

/** Where the REST facade's OpenAPI document is served (the server makes it from the routes' own schemas). */
export const OPENAPI_DOCUMENT_URL = apiUrl("/openapi.json");

/**
 * The explorer's pointer to the REST facade beside GraphQL: its OpenAPI 3.1 document, for any OpenAPI viewer or client
 * generator. In English, as the rest of GraphiQL's interface around it.
 */
export function RestApiLink() {
  return (
    <p className={classes.link}>
      The REST facade under /api is described by its OpenAPI document:{" "}
      <a href={OPENAPI_DOCUMENT_URL} target="_blank" rel="noreferrer">
        {OPENAPI_DOCUMENT_URL}
      </a>
    </p>
  );
}
