/**
 * A local mail catcher for development and tests: an SMTP server that accepts every message (nothing is
 * relayed anywhere) and keeps the latest ones in memory, with a small web inbox and a JSON API.
 *
 * Web (http://127.0.0.1:<webPort>):
 *   GET    /                     the inbox, newest first
 *   GET    /messages/:id         one message: its headers, text and HTML (in a sandboxed frame)
 *   GET    /api/messages         every message as JSON, oldest first; ?to=<address> only those sent to it
 *   GET    /api/messages/:id     one message as JSON (attachments' content in base64)
 *   GET    /messages/:id/attachments/:n   the message's n-th attachment (from 0), as sent
 *   DELETE /api/messages         empties the inbox
 *
 * Built from the nodemailer project's smtp-server and mailparser rather than maildev, whose 3.x brings a
 * second jsdom, React, socket.io, fastify and an MCP SDK into the server's dependencies for the same job.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Server } from "node:net";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";
import { logger } from "../common/logger.js";
import { inboxPage, messagePage } from "./inbox-page.js";

export interface CaughtMail {
  id: string;
  /** The Message-ID header. */
  messageId: string | null;
  /** The From header as written (name and address). */
  from: string;
  /** The envelope's recipients (what the SMTP client asked to deliver to), lower-cased. */
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** The Content-Language header. */
  language: string | null;
  /** Every header, lower-cased names, the first value of each as text. */
  headers: Record<string, string>;
  /** The files it carries, in order; content in base64. */
  attachments: CaughtAttachment[];
  receivedAt: string;
}

export interface CaughtAttachment {
  filename: string | null;
  contentType: string;
  size: number;
  /** The file's bytes in base64. */
  content: string;
}

export interface MailCatcherOptions {
  /** Default 127.0.0.1: the inbox shows every message, so it stays on this machine. */
  host?: string;
  /** 0 picks a free port. */
  smtpPort?: number;
  /** 0 picks a free port. */
  webPort?: number;
  /** When a port is taken, take a free one instead of failing (the printed URLs say which). */
  anyPortWhenTaken?: boolean;
  /** Messages kept; the oldest go first. */
  keep?: number;
}

export interface MailCatcher {
  smtpPort: number;
  /** The inbox, e.g. http://localhost:1080 */
  webUrl: string;
  /** The messages received, oldest first; with `to`, only those whose envelope names that recipient. */
  messages(to?: string): CaughtMail[];
  clear(): void;
  stop(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return "";
  return (Array.isArray(value) ? value : [value]).map((address) => address.text).join(", ");
}

function headerText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === "object" && "text" in value && typeof value.text === "string") return value.text;
  if (value && typeof value === "object" && "value" in value && typeof value.value === "string") return value.value;
  return JSON.stringify(value);
}

/** Listens on `port`, or on a free one when it is taken and `anyPortWhenTaken` allows it. */
async function listen(server: Server, port: number, host: string, anyPortWhenTaken: boolean): Promise<number> {
  const attempt = (candidate: number) =>
    new Promise<number>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      server.once("error", onError);
      server.listen(candidate, host, () => {
        server.off("error", onError);
        resolve((server.address() as AddressInfo).port);
      });
    });
  try {
    return await attempt(port);
  } catch (error) {
    if (!anyPortWhenTaken || port === 0 || (error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    return attempt(0);
  }
}

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? "127.0.0.1";
  const keep = options.keep ?? 500;
  const caught: CaughtMail[] = [];

  const smtp = new SMTPServer({
    banner: "seat booking mail catcher",
    authOptional: true,
    // Any credentials are fine: SMTP_URL with a user and password can be tried against the catcher.
    allowInsecureAuth: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: "catcher" }),
    // No TLS: clients would refuse the catcher's self-signed certificate.
    disabledCommands: ["STARTTLS"],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    // Stopping does not wait for a client's idle pooled connection.
    closeTimeout: 100,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const headers: Record<string, string> = {};
          for (const [name, value] of parsed.headers) headers[name] = headerText(value);
          caught.push({
            id: randomUUID(),
            messageId: parsed.messageId ?? null,
            from: addressText(parsed.from),
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : null,
            language: headers["content-language"] ?? null,
            headers,
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? null,
              contentType: attachment.contentType,
              size: attachment.content.length,
              content: attachment.content.toString("base64"),
            })),
            receivedAt: new Date().toISOString(),
          });
          if (caught.length > keep) caught.splice(0, caught.length - keep);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // SMTPServer re-emits its listener's and its connections' errors on itself: without a listener a port in
  // use, or one client's broken connection, would be an unhandled 'error' event and end the whole process.
  smtp.on("error", (error: Error) => logger.warn("mail catcher: SMTP error", { error: error.message }));
  const anyPort = options.anyPortWhenTaken ?? false;
  const smtpPort = await listen(smtp.server, options.smtpPort ?? 0, host, anyPort);

  const messages = (to?: string) => {
    const wanted = to?.trim().toLowerCase();
    return wanted ? caught.filter((mail) => mail.to.includes(wanted)) : [...caught];
  };
  const web = createServer((req, res) => handle(req, res));
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://catcher");
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, {
        "content-type": type,
        "cache-control": "no-store",
        // The messages' HTML is shown in a sandboxed frame: no script runs, nothing loads from elsewhere.
        "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'",
      });
      res.end(body);
    };
    const json = (status: number, body: unknown) => send(status, "application/json; charset=utf-8", JSON.stringify(body));
    const one = /^\/(api\/)?messages\/([\w-]+)$/.exec(url.pathname);
    const file = /^\/messages\/([\w-]+)\/attachments\/(\d{1,3})$/.exec(url.pathname);
    if (req.method === "GET" && url.pathname === "/") return send(200, "text/html; charset=utf-8", inboxPage([...caught].reverse()));
    if (req.method === "GET" && url.pathname === "/api/messages") return json(200, messages(url.searchParams.get("to") ?? undefined));
    if (req.method === "DELETE" && url.pathname === "/api/messages") {
      caught.length = 0;
      res.writeHead(204).end();
      return;
    }
    if (req.method === "GET" && one) {
      const mail = caught.find((candidate) => candidate.id === one[2]);
      if (!mail) return json(404, { error: "no such message" });
      return one[1] ? json(200, mail) : send(200, "text/html; charset=utf-8", messagePage(mail));
    }
    if (req.method === "GET" && file) {
      const attachment = caught.find((candidate) => candidate.id === file[1])?.attachments[Number(file[2])];
      if (!attachment) return json(404, { error: "no such attachment" });
      res.writeHead(200, {
        "content-type": attachment.contentType,
        "content-disposition": `attachment; filename="${(attachment.filename ?? "attachment").replace(/[^\w.-]/g, "_")}"`,
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      });
      res.end(Buffer.from(attachment.content, "base64"));
      return;
    }
    json(404, { error: "not found" });
  };
  let webPort: number;
  try {
    webPort = await listen(web, options.webPort ?? 0, host, anyPort);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }

  return {
    smtpPort,
    webUrl: `http://${host === "127.0.0.1" || host === "0.0.0.0" ? "localhost" : host}:${webPort}`,
    messages,
    clear: () => {
      caught.length = 0;
    },
    stop: async () => {
      web.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => web.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}
