import { MantineProvider } from "@mantine/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "./toast";
import { TOAST_LIMIT, Toaster } from "./Toaster";

function renderToaster() {
  return render(
    <MantineProvider>
      <Toaster />
    </MantineProvider>,
  );
}

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const toastElement = (text: string) => screen.getByText(text).closest("[data-variant]") as HTMLElement;

describe("toast", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => toast.clean());
    vi.useRealTimers();
  });

  it("shows a variant and hides it after 5000 ms", () => {
    renderToaster();
    act(() => void toast.success("Saved"));
    expect(toastElement("Saved").getAttribute("data-variant")).toBe("success");
    advance(4_900);
    expect(screen.queryByText("Saved")).not.toBeNull();
    advance(100);
    advance(1_000); // exit transition
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("pauses on hover and resumes with half the duration", () => {
    renderToaster();
    act(() => void toast.error("Failed"));
    advance(4_000);
    fireEvent.mouseEnter(toastElement("Failed"));
    advance(20_000);
    expect(screen.queryByText("Failed")).not.toBeNull();
    fireEvent.mouseLeave(toastElement("Failed"));
    advance(2_400);
    expect(screen.queryByText("Failed")).not.toBeNull();
    advance(100);
    advance(1_000);
    expect(screen.queryByText("Failed")).toBeNull();
  });

  it(`shows at most ${TOAST_LIMIT} at a time and queues the rest`, () => {
    renderToaster();
    act(() => {
      for (const n of [1, 2, 3, 4]) toast.info(`Message ${n}`);
    });
    expect(screen.queryByText("Message 3")).not.toBeNull();
    expect(screen.queryByText("Message 4")).toBeNull();
    advance(5_000);
    advance(1_000);
    expect(screen.queryByText("Message 1")).toBeNull();
    expect(screen.queryByText("Message 4")).not.toBeNull();
  });
});
