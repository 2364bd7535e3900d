import { useSyncExternalStore } from 'react';
import type { DropInfo } from '@shop/shared/contract';

// The clocks' difference, measured once per answer: a later render must not count the time since as skew.
const offsets = new WeakMap<DropInfo, number>();

/** The server's clock less this device's, as of the answer that carried `drop` (countdowns trust the server's). */
export function serverOffset(drop: DropInfo): number {
  let offset = offsets.get(drop);
  if (offset === undefined) {
    const server = Date.parse(drop.server_time);
    offset = Number.isNaN(server) ? 0 : server - Date.now();
    offsets.set(drop, offset);
  }
  return offset;
}

/** A time the server named, on this device's clock (epoch ms). */
export const onDeviceClock = (iso: string, offsetMs: number) => Date.parse(iso) - offsetMs;

// One clock for every countdown on the page, ticking only while one is subscribed.
let current = Date.now();
const tickers = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribeTicking(onTick: () => void): () => void {
  current = Date.now();
  tickers.add(onTick);
  timer ??= setInterval(() => {
    current = Date.now();
    for (const tick of tickers) tick();
  }, 1000);
  return () => {
    tickers.delete(onTick);
    if (tickers.size > 0) return;
    clearInterval(timer);
    timer = undefined;
  };
}
function readOnce(): () => void {
  current = Date.now();
  return () => {};
}

/**
 * This device's time, again every second while `ticking` (a countdown is on screen); null on the server and while
 * the browser hydrates, so both render the same.
 */
export function useNow(ticking: boolean): number | null {
  return useSyncExternalStore(
    ticking ? subscribeTicking : readOnce,
    () => current,
    () => null,
  );
}

/** Whole seconds from `now` to `until`, never below zero (a clock read up to a second ago never shows more than the window). */
export const secondsLeft = (until: number, now: number) => Math.max(0, Math.floor((until - now) / 1000));

/** `m:ss`, or `h:mm:ss` from an hour: the same in every language. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(s % 60)}` : `${minutes}:${two(s % 60)}`;
}
