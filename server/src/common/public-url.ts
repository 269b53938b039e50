/** The scheme and Host a caller reached this server by (`https://tickets.example.fi`), if it sent a Host. */
export function requestOrigin(request: { protocol: string; headers: { host?: string } }): string | undefined {
  return request.headers.host ? `${request.protocol}://${request.headers.host}` : undefined;
}

/** This server's origin for provider return and callback URLs: PUBLIC_URL, else as the browser sees it (`origin`). */
export function publicBaseUrl(publicUrl: string | undefined, origin: string | undefined): string {
  return publicUrl ?? origin ?? "";
}
