import type { Request } from "express";

/** This server's origin for provider return and callback URLs: PUBLIC_URL, else as the browser sees it. */
export function publicBaseUrl(publicUrl: string | undefined, req: Request | undefined): string {
  if (publicUrl) return publicUrl;
  if (!req) return "";
  return `${req.protocol}://${req.get("host")}`;
}
