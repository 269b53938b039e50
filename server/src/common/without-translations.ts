/**
 * The REST facade answers in the request's language only: views' every-language texts for the administrators'
 * GraphQL fields (`nameTranslations`...) never leave through it. The JSON replacer of every REST answer.
 */
export const withoutTranslations = (key: string, value: unknown): unknown => (key.endsWith("Translations") ? undefined : value);
