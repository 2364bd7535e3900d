/**
 * The reveals' motion, built from what the compositor animates cheaply (clip-path, transform, opacity) and run
 * through the Web Animations API, so nothing is laid out again while a ticket opens.
 *
 * The peel: the ticket's face is torn off from its bottom-right corner along a diagonal fold line x + y = p (in
 * percent of the square ticket: 200 is the corner, 0 the opposite corner). The face keeps what lies before the
 * line; the flap, the torn-off part folded over, is that part's mirror image across the line. Every polygon has
 * five points moving linearly with p, so the browser interpolates them exactly between the keyframes.
 */
export type RevealLook = 'peel' | 'flip';

const point = (x: number, y: number) => `${x}% ${y}%`;

/** The ticket's face: what lies before the fold line. */
export function faceClip(p: number): string {
  const q = p - 100;
  return `polygon(${[point(0, 0), point(100, 0), point(100, q), point(q, 100), point(0, 100)].join(', ')})`;
}

/** The folded-over flap: the torn part mirrored across the fold line, (x, y) → (p − y, p − x). */
export function flapClip(p: number): string {
  const q = p - 100;
  const points =
    p >= 100
      ? [point(100, q), point(100, q), point(q, q), point(q, 100), point(q, 100)]
      : [point(p, 0), point(p, q), point(q, q), point(q, p), point(0, p)];
  return `polygon(${points.join(', ')})`;
}

/** Where a closed ticket rests: a corner already lifted, saying where to peel. */
export const restingFold = 186;

const peelStops = [restingFold, 100, 0];

export const peelDurationMs = 900;
export const flipDurationMs = 700;
/** With reduced motion a ticket only fades open. */
export const fadeDurationMs = 200;

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export interface RevealParts {
  /** The ticket's face (peel) or the turning card (flip). */
  face: HTMLElement;
  /** The folded flap (peel only). */
  flap: HTMLElement | null;
}

/**
 * Plays the reveal and resolves when it has finished (at once where the browser animates nothing, as in tests).
 * The caller then shows the open ticket by its class; the animations are dropped.
 */
export async function playReveal(look: RevealLook, parts: RevealParts, reduced: boolean): Promise<void> {
  if (typeof parts.face.animate !== 'function') return;
  const timing = (duration: number): KeyframeAnimationOptions => ({
    duration,
    easing: 'cubic-bezier(0.45, 0, 0.2, 1)',
    fill: 'forwards',
  });
  let animations: Animation[];
  if (reduced) {
    animations = [parts.face.animate([{ opacity: 1 }, { opacity: 0 }], { duration: fadeDurationMs, fill: 'forwards' })];
  } else if (look === 'peel') {
    animations = [
      parts.face.animate(
        peelStops.map((p) => ({ clipPath: faceClip(p) })),
        timing(peelDurationMs),
      ),
    ];
    if (parts.flap)
      animations.push(
        parts.flap.animate(
          peelStops.map((p) => ({ clipPath: flapClip(p) })),
          timing(peelDurationMs),
        ),
      );
  } else {
    animations = [
      parts.face.animate(
        [
          { transform: 'rotateY(0deg) scale(1)' },
          { transform: 'rotateY(90deg) scale(1.08)', offset: 0.5 },
          { transform: 'rotateY(180deg) scale(1)' },
        ],
        timing(flipDurationMs),
      ),
    ];
  }
  try {
    await Promise.all(animations.map((animation) => animation.finished));
  } catch {
    // Canceled (the ticket left the screen): nothing to wait for.
  }
}
