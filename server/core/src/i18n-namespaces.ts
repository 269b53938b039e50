/**
 * The i18next namespaces, named once for the server and the client (issue 33). Each is a dictionary per
 * language that the venue's dictionary editor can override:
 * - `visitor` ('ui', SPEC section 9's default and fallback namespace): every text a visitor's page shows;
 *   the client bundles it and every page loads it.
 * - `admin`: the administration screens' texts; the client loads it only on admin routes, so a visitor's
 *   first page never carries them.
 * - `server`: what the server writes itself (error messages, e-mails, ticket PDFs, exports); never sent to
 *   browsers as a dictionary, only used in the server's answers.
 */
export const NAMESPACES = { visitor: "ui", admin: "admin", server: "server" } as const;

export type Namespace = (typeof NAMESPACES)[keyof typeof NAMESPACES];

/** The namespaces the dictionary editor lists, in its order. */
export const EDITABLE_NAMESPACES: readonly Namespace[] = [NAMESPACES.visitor, NAMESPACES.admin, NAMESPACES.server];

/** The namespaces the client bundles and browsers load from /api/dictionaries/{lng}/{ns}.json. */
export const CLIENT_NAMESPACES: readonly Namespace[] = [NAMESPACES.visitor, NAMESPACES.admin];

export function isNamespace(value: string): value is Namespace {
  return (EDITABLE_NAMESPACES as readonly string[]).includes(value);
}
