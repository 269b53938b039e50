import { afterEach, describe, expect, it } from "vitest";
import { startMailCatcher, type MailCatcher } from "./mail-catcher.js";

const started: MailCatcher[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((catcher) => catcher.stop()));
});

describe("mail catcher", () => {
  it("takes free ports when its ports are taken (a second process on the same machine), instead of crashing", async () => {
    const first = await startMailCatcher({ smtpPort: 0, webPort: 0 });
    started.push(first);
    const webPort = Number(new URL(first.webUrl).port);
    const second = await startMailCatcher({ smtpPort: first.smtpPort, webPort, anyPortWhenTaken: true });
    started.push(second);
    expect(second.smtpPort).not.toBe(first.smtpPort);
    expect(new URL(second.webUrl).port).not.toBe(String(webPort));
  });

  it("refuses ports in use when it may not move, with the error rather than an unhandled event", async () => {
    const first = await startMailCatcher({ smtpPort: 0, webPort: 0 });
    started.push(first);
    await expect(startMailCatcher({ smtpPort: first.smtpPort, webPort: 0 })).rejects.toThrow(/EADDRINUSE/);
  });
});
