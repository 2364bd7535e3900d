import { faceClip, flapClip } from './revealMotion';

/** The points of a polygon() as numbers. */
const points = (clip: string) =>
  [...clip.matchAll(/(-?\d+(?:\.\d+)?)% (-?\d+(?:\.\d+)?)%/g)].map((m) => [Number(m[1]), Number(m[2])] as const);

it('a closed face covers the whole ticket and a torn-off face nothing of it', () => {
  expect(points(faceClip(200))).toEqual([
    [0, 0],
    [100, 0],
    [100, 100],
    [100, 100],
    [0, 100],
  ]);
  // Everything the polygon keeps at p = 0 lies before x + y = 0: outside the ticket.
  const torn = points(faceClip(0));
  expect(torn.filter(([x, y]) => x > 0 && y > 0 && x < 100 && y < 100)).toEqual([]);
});

it('the flap is the torn part mirrored across the fold line, and the same shape either side of the middle', () => {
  for (const p of [190, 150, 120, 80, 30]) {
    for (const [x, y] of points(flapClip(p))) {
      // A mirrored point lies on the kept side of the fold (or on it).
      expect(x + y).toBeLessThanOrEqual(p);
    }
  }
  // The two halves of the fold meet: no jump when the line passes the middle.
  const below = points(flapClip(99.99));
  points(flapClip(100)).forEach(([x, y], i) => {
    expect(below[i]![0]).toBeCloseTo(x, 1);
    expect(below[i]![1]).toBeCloseTo(y, 1);
  });
  expect(points(flapClip(100))).toEqual([
    [100, 0],
    [100, 0],
    [0, 0],
    [0, 100],
    [0, 100],
  ]);
});

it('every keyframe polygon has five points, so the browser can interpolate between them', () => {
  for (const p of [200, 186, 100, 50, 0]) {
    expect(points(faceClip(p))).toHaveLength(5);
    expect(points(flapClip(p))).toHaveLength(5);
  }
});
