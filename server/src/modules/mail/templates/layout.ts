import type { MailBlock, MailContent, MailSite } from "./template.js";
import { escapeHtml } from "../../../common/html.js";
import { BUNDLED_SERVER_TEXTS, serverMessage } from "../../i18n/server-messages.js";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A link target the e-mail may carry: http(s) only (a template's URL is built by the server, this is the last check). */
function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:")
    throw new Error(`an e-mail link must be http(s), got ${parsed.protocol}`);
  return parsed.toString();
}

/** The site's primary colour when it is a #rrggbb colour (settings validate it; this keeps the HTML safe regardless). */
function brandColour(site: MailSite): string {
  return /^#[0-9a-f]{6}$/i.test(site.primaryColor) ? site.primaryColor : "#0085d2";
}

/** Black or white, whichever reads better on `hex` (#rrggbb): the site's colour may be light. */
function textColourOn(hex: string): string {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return luminance > 0.179 ? "#000000" : "#ffffff";
}

function sellerLines(site: MailSite, language: string): string[] {
  const seller = site.seller;
  if (!seller) return [];
  // The layout's own words (mail.layout.*), in the languages the server writes in (English for the rest).
  const businessId = serverMessage("mail.layout.businessId", Object.hasOwn(BUNDLED_SERVER_TEXTS, language) ? language : "en");
  return [
    seller.name,
    seller.businessId && `${businessId} ${seller.businessId}`,
    ...(seller.address ?? "").split(/\r?\n/).map((line) => line.trim()),
  ].filter((line): line is string => Boolean(line));
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "button":
      return `${block.label}: ${safeUrl(block.url)}`;
    case "facts":
      return block.rows.map((row) => `${row.label}: ${row.value}`).join("\n");
  }
}

const FONT = "font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1b1e";

function blockHtml(block: MailBlock, site: MailSite): string {
  const lines = (text: string) => escapeHtml(text).replace(/\r?\n/g, "<br>");
  switch (block.kind) {
    case "paragraph":
      return `<p style="margin:0 0 16px;${FONT}">${lines(block.text)}</p>`;
    case "button": {
      const colour = brandColour(site);
      return (
        `<p style="margin:24px 0;"><a href="${escapeHtml(safeUrl(block.url))}" ` +
        `style="display:inline-block;padding:12px 20px;border-radius:4px;background:${colour};color:${textColourOn(colour)};` +
        `font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;text-decoration:none;">${escapeHtml(block.label)}</a></p>`
      );
    }
    case "facts":
      return (
        `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse;">` +
        block.rows
          .map(
            (row) =>
              `<tr><th scope="row" style="padding:4px 16px 4px 0;text-align:left;vertical-align:top;${FONT};font-weight:bold;">` +
              `${lines(row.label)}</th><td style="padding:4px 0;vertical-align:top;${FONT}">${lines(row.value)}</td></tr>`,
          )
          .join("") +
        `</table>`
      );
  }
}

/**
 * Every e-mail's shared layout: the site's name at the top, the template's heading and blocks, and the
 * seller's legal details at the bottom; a plain-text part with the same content. Everything a template
 * or the settings give is escaped here, once.
 */
export function renderMail(content: MailContent, site: MailSite, language: string): RenderedMail {
  const footer = sellerLines(site, language);
  const text = [content.heading, ...content.blocks.map(blockText), ["-- ", site.name, ...footer].join("\n")].join("\n\n");
  const html =
    `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f1f3f5;">` +
    `<table role="presentation" width="100%" style="border-collapse:collapse;background:#f1f3f5;"><tr><td style="padding:24px 12px;">` +
    `<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;border-collapse:collapse;background:#ffffff;">` +
    `<tr><td style="padding:16px 24px;border-top:6px solid ${brandColour(site)};` +
    `${FONT};font-size:20px;font-weight:bold;">${escapeHtml(site.name)}</td></tr>` +
    `<tr><td style="padding:8px 24px 16px;">` +
    `<h1 style="margin:0 0 16px;font-family:Arial,Helvetica,sans-serif;font-size:22px;color:#1a1b1e;">${escapeHtml(content.heading)}</h1>` +
    content.blocks.map((block) => blockHtml(block, site)).join("") +
    `</td></tr>` +
    (footer.length > 0
      ? `<tr><td style="padding:16px 24px;border-top:1px solid #dee2e6;font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:1.5;color:#495057;">` +
        footer.map(escapeHtml).join("<br>") +
        `</td></tr>`
      : "") +
    `</table></td></tr></table></body></html>`;
  return { subject: content.subject, text, html };
}
