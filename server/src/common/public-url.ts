/** This server's origin for provider return and callback URLs: PUBLIC_URL, else as the browser sees it (`origin`). */
export function publicBaseUrl(publicUrl: string | undefined, origin: string | undefined): string {
  return publicUrl ?? origin ?? "";
}
