import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { metricsEndpoint } from "./observability.js";

/** A response that records what the handler answered. */
function recorder() {
  const answer = { status: 200, body: "" as unknown };
  const res = {
    code(code: number) {
      answer.status = code;
      return res;
    },
    header: () => res,
    type: () => res,
    send(body: unknown) {
      answer.body = body;
      return res;
    },
  };
  return { answer, res: res as unknown as FastifyReply };
}

const request = (remoteAddress: string, authorization?: string) =>
  ({ socket: { remoteAddress }, headers: authorization ? { authorization } : {} }) as unknown as FastifyRequest;

const serve = (handler: ReturnType<typeof metricsEndpoint>, request: FastifyRequest, reply: FastifyReply) =>
  handler.call({} as FastifyInstance, request, reply);

describe("metricsEndpoint", () => {
  it("without METRICS_TOKEN serves this machine only, whatever a forwarded-for header says", async () => {
    for (const local of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const { answer, res } = recorder();
      await serve(metricsEndpoint(undefined, false), request(local), res);
      expect(answer.status, local).toBe(200);
      expect(String(answer.body)).toContain("http_requests_total");
    }
    const { answer, res } = recorder();
    await serve(metricsEndpoint(undefined, false), request("10.0.0.7"), res);
    expect(answer.status).toBe(403);
  });

  it("with METRICS_TOKEN serves its bearer from anywhere, and nobody else, not even this machine", async () => {
    const token = "0123456789abcdef-token";
    const remote = recorder();
    await serve(metricsEndpoint(token, true), request("203.0.113.9", `Bearer ${token}`), remote.res);
    expect(remote.answer.status).toBe(200);
    const local = recorder();
    await serve(metricsEndpoint(token, true), request("127.0.0.1"), local.res);
    expect(local.answer.status).toBe(401);
  });

  it("behind a proxy without METRICS_TOKEN answers 404, even to this machine (the proxy's own address)", async () => {
    for (const address of ["127.0.0.1", "::1", "10.0.0.7"]) {
      const { answer, res } = recorder();
      await serve(metricsEndpoint(undefined, true), request(address), res);
      expect(answer.status, address).toBe(404);
      expect(String(answer.body)).not.toContain("http_requests_total");
    }
  });
});
