import { describe, expect, it } from "vitest";
import { elementsInside, innermost, pointInPolygon, rectanglePolygon } from "./geometry";

describe("pointInPolygon", () => {
  // An L shape: the notch at the top right is outside.
  const ell = [
    { x: 0, y: 0 },
    { x: 2, y: 0 },
    { x: 2, y: 2 },
    { x: 6, y: 2 },
    { x: 6, y: 4 },
    { x: 0, y: 4 },
  ];

  it("finds points inside a concave polygon and not in its notch", () => {
    expect(pointInPolygon({ x: 1, y: 1 }, ell)).toBe(true);
    expect(pointInPolygon({ x: 5, y: 3 }, ell)).toBe(true);
    expect(pointInPolygon({ x: 5, y: 1 }, ell)).toBe(false);
    expect(pointInPolygon({ x: -1, y: 3 }, ell)).toBe(false);
  });

  it("closes a freehand polygon drawn in either direction", () => {
    expect(pointInPolygon({ x: 1, y: 1 }, [...ell].reverse())).toBe(true);
  });
});

describe("elementsInside", () => {
  const boxes = [null, { x: 0, y: 0, width: 2, height: 2 }, { x: 8, y: 8, width: 4, height: 4 }, { x: 3, y: 3, width: 10, height: 1 }];

  it("takes the candidates whose box centre lies in the rectangle, whichever corner the drag started at", () => {
    expect(elementsInside(rectanglePolygon({ x: 0, y: 0 }, { x: 9, y: 9 }), [0, 1, 2, 3], boxes)).toEqual([1, 3]);
    expect(elementsInside(rectanglePolygon({ x: 11, y: 11 }, { x: 5, y: 2 }), [0, 1, 2, 3], boxes)).toEqual([2, 3]);
  });

  it("takes only candidates, and nothing for a line", () => {
    expect(elementsInside(rectanglePolygon({ x: 0, y: 0 }, { x: 9, y: 9 }), [3], boxes)).toEqual([3]);
    expect(
      elementsInside(
        [
          { x: 0, y: 0 },
          { x: 9, y: 9 },
        ],
        [1, 2, 3],
        boxes,
      ),
    ).toEqual([]);
  });
});

describe("innermost", () => {
  // 1 > 2 > (3, 4 > 5); 6 apart.
  const parents = [null, 0, 1, 2, 2, 4, 0];
  const parentOf = (element: number) => parents[element] ?? null;

  it("drops the elements that contain another of them, at any depth", () => {
    expect(innermost([1, 2, 3, 4, 5, 6], parentOf)).toEqual([3, 5, 6]);
    expect(innermost([1, 5], parentOf)).toEqual([5]);
  });

  it("keeps a group whose shapes are not among them", () => {
    expect(innermost([2, 6], parentOf)).toEqual([2, 6]);
  });
});
