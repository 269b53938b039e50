import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { CountInput } from "./CountInput";

function Field({ initial = 2, seen = [] as number[] }) {
  const [count, setCount] = useState(initial);
  return (
    <MantineProvider>
      <CountInput
        label="Number of seats"
        min={1}
        max={99}
        value={count}
        onChange={(value) => {
          seen.push(value);
          setCount(value);
        }}
      />
    </MantineProvider>
  );
}

const field = () => screen.getByRole("textbox", { name: "Number of seats" }) as HTMLInputElement;

describe("CountInput", () => {
  it("takes whole numbers from min to max, typed", () => {
    const seen: number[] = [];
    render(<Field seen={seen} />);
    expect(field().value).toBe("2");
    expect(field().inputMode).toBe("numeric");
    fireEvent.change(field(), { target: { value: "12" } });
    expect(field().value).toBe("12");
    expect(seen).toEqual([12]);
  });

  it("refuses what is not a whole number or goes past max, keeping what was there", () => {
    const seen: number[] = [];
    render(<Field seen={seen} />);
    for (const value of ["1.5", "-3", "abc", "100"]) fireEvent.change(field(), { target: { value } });
    expect(field().value).toBe("2");
    expect(seen).toEqual([]);
  });

  it("lets the field be emptied or go below min while typing, and puts the count back when left", () => {
    const seen: number[] = [];
    render(<Field initial={4} seen={seen} />);
    fireEvent.change(field(), { target: { value: "" } });
    expect(field().value).toBe("");
    fireEvent.change(field(), { target: { value: "0" } });
    expect(field().value).toBe("0");
    fireEvent.blur(field());
    expect(field().value).toBe("4");
    expect(seen).toEqual([]);
  });

  it("steps with the arrow keys and the buttons, within min and max", () => {
    const seen: number[] = [];
    render(<Field initial={98} seen={seen} />);
    fireEvent.keyDown(field(), { key: "ArrowUp" });
    fireEvent.keyDown(field(), { key: "ArrowUp" });
    expect(field().value).toBe("99");
    fireEvent.keyDown(field(), { key: "ArrowDown" });
    expect(field().value).toBe("98");
    const [up, down] = Array.from(document.querySelectorAll<HTMLButtonElement>("button[aria-hidden]"));
    fireEvent.click(up!);
    fireEvent.click(down!);
    fireEvent.click(down!);
    expect(field().value).toBe("97");
    expect(seen).toEqual([99, 98, 99, 98, 97]);
  });
});
