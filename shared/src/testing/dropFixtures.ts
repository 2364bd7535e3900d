import type { DropInfo, DropPlace } from '@shop/shared/contract';

/** A drop as GET drop/… answers it: by default open since a minute, started, with its server clock at `now`. */
export function dropInfo(overrides: Partial<DropInfo> = {}, now = Date.now()): DropInfo {
  return {
    kind: 'kuji',
    target_id: 1,
    opens_at: new Date(now - 60_000).toISOString(),
    starts_at: new Date(now - 1_000).toISOString(),
    admit_per_minute: 60,
    buy_window_seconds: 120,
    left: 40,
    waiting: 12,
    server_time: new Date(now).toISOString(),
    ...overrides,
  };
}

/** A member's place, waiting third in line, in `dropInfo()`'s drop unless told otherwise. */
export function dropPlace(overrides: Partial<DropPlace> = {}, now = Date.now()): DropPlace {
  return {
    drop: dropInfo({}, now),
    state: 'waiting',
    position: 3,
    estimated_wait_seconds: 180,
    admission: null,
    admitted_until: null,
    place_key: null,
    watch: 'watch-token-0001',
    ...overrides,
  };
}

/** The same place admitted: its token and how long it may buy. */
export function admittedPlace(overrides: Partial<DropPlace> = {}, now = Date.now()): DropPlace {
  return dropPlace(
    {
      state: 'admitted',
      position: null,
      estimated_wait_seconds: null,
      admission: 'admission-token-0001',
      admitted_until: new Date(now + 120_000).toISOString(),
      ...overrides,
    },
    now,
  );
}
