import type { CaughtMail } from "./mail-catcher.js";

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1a1b1e}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #dee2e6;vertical-align:top}pre{white-space:pre-wrap;background:#f8f9fa;padding:1rem}
iframe{width:100%;height:70vh;border:1px solid #dee2e6}a{color:#1864ab}`;

function page(title: string, body: string, refresh = false): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>${
    refresh ? `<meta http-equiv="refresh" content="5">` : ""
  }<style>${STYLE}</style></head><body>${body}</body></html>`;
}

/** The inbox: every message kept, newest first; reloads itself every few seconds. */
export function inboxPage(mails: CaughtMail[]): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${escape(mail.receivedAt)}</td><td>${escape(mail.to.join(", "))}</td><td>${escape(mail.from)}</td>` +
        `<td><a href="/messages/${escape(mail.id)}">${escape(mail.subject || "(no subject)")}</a></td></tr>`,
    )
    .join("");
  return page(
    "Mail catcher",
    `<h1>Mail catcher</h1><p>E-mail the app sent while running without SMTP_URL: nothing here left this machine.</p>` +
      (mails.length === 0
        ? `<p>No messages yet.</p>`
        : `<table><thead><tr><th>Received</th><th>To</th><th>From</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`),
    true,
  );
}

/** One message: its headers, its text, and its HTML in a sandboxed frame (no scripts, no loads). */
export function messagePage(mail: CaughtMail): string {
  const headers = Object.entries(mail.headers)
    .map(([name, value]) => `<tr><th scope="row">${escape(name)}</th><td>${escape(value)}</td></tr>`)
    .join("");
  return page(
    mail.subject || "(no subject)",
    `<p><a href="/">Inbox</a></p><h1>${escape(mail.subject || "(no subject)")}</h1>` +
      (mail.html ? `<h2>HTML</h2><iframe sandbox="" title="The message as HTML" srcdoc="${escape(mail.html)}"></iframe>` : "") +
      (mail.attachments.length > 0
        ? `<h2>Attachments</h2><ul>` +
          mail.attachments
            .map(
              (attachment, index) =>
                `<li><a href="/messages/${encodeURIComponent(mail.id)}/attachments/${index}">${escape(attachment.filename ?? "attachment")}</a> ` +
                `(${escape(attachment.contentType)}, ${attachment.size} bytes)</li>`,
            )
            .join("") +
          `</ul>`
        : "") +
      `<h2>Text</h2><pre>${escape(mail.text)}</pre><h2>Headers</h2><table><tbody>${headers}</tbody></table>`,
  );
}
