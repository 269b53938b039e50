/** Longest image address an event or the theme may have. */
export const IMAGE_URL_MAX_LENGTH = 2000;

/** https://, a host name (letters, digits, dots and hyphens; an IDN in its xn-- form), an optional port, then anything but white space. */
const HTTPS_URL = /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/**
 * An image address pages may name for sharing (Open Graph, Twitter cards): https only (a page served over https may not
 * name an insecure image, and sharing services refuse them), with a host, without credentials, at most
 * IMAGE_URL_MAX_LENGTH characters.
 */
export function isImageUrl(value: string): boolean {
  return value.length <= IMAGE_URL_MAX_LENGTH && HTTPS_URL.test(value);
}
