import { mkdtemp, writeFile } from "node:fs/promises";
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { RestAnswer } from "../common/rest-answer.js";
import { createClientPage } from "./client-page.js";

const INDEX = `<!doctype html><html lang="en"><head><title>Booking</title></head><body><div id="root"></div></body></html>`;

/** Services whose database cannot answer: every read rejects. */
function unreachableDatabase(): Parameters<typeof createClientPage>[1] {
  const down = () => Promise.reject(new Error("connection terminated"));
  const everything = new Proxy({}, { get: () => down });
  return new Proxy({} as Parameters<typeof createClientPage>[1], {
    get: (_target, name) => (name === "config" ? { payments: { publicUrl: undefined } } : everything),
  });
}

/** What an answer writes: its status, headers and body. */
async function written(answer: RestAnswer): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  const chunks: Buffer[] = [];
  response.write = ((chunk: Buffer | string) => (chunks.push(Buffer.from(chunk)), true)) as typeof response.write;
  const ended = new Promise<void>((resolve) => {
    response.end = ((chunk?: Buffer | string) => {
      if (chunk) chunks.push(Buffer.from(chunk));
      resolve();
      return response;
    }) as typeof response.end;
  });
  answer.write(request, response);
  await ended;
  return { status: response.statusCode, headers: response.getHeaders(), body: Buffer.concat(chunks).toString("utf8") };
}

describe("app pages when the database cannot answer", () => {
  it("serve the application as built, and / still redirects, instead of a 500", async () => {
    const dist = await mkdtemp(path.join(tmpdir(), "client-page-"));
    await writeFile(path.join(dist, "index.html"), INDEX);
    const page = createClientPage(dist, unreachableDatabase());
    const request = { search: "", headers: {}, origin: "http://localhost" };

    const events = await written(await page({ ...request, path: "/fi/events" }));
    expect(events.status).toBe(200);
    expect(events.body).toBe(INDEX);
    expect(events.headers["cache-control"]).toBe("no-cache");

    const front = await written(await page({ ...request, path: "/", search: "?x=1" }));
    expect(front.status).toBe(302);
    expect(front.headers.location).toBe("/en?x=1");
  });
});
