/** A request target without its query string. */
export function pathOf(url: string): string {
  const mark = url.indexOf("?");
  return mark < 0 ? url : url.slice(0, mark);
}

/** Whether a request target (with or without its query string) is GraphQL over HTTP, answered GraphQL-shaped. */
export const isGraphQLPath = (url: string): boolean => /^\/graphql\/?(\?|$)/i.test(url);
