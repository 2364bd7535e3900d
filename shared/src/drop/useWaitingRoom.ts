import { useCallback, useEffect, useState } from 'react';
import type { DropInfo, DropKind, DropPlace } from '@shop/shared/contract';
import { apiErrors } from '@shop/shared/errors';
import { pollWhileVisible } from '@shop/shared/ui';
import { ApiError, messageFor, toApiError } from '@shop/shared/transport';
import { onDeviceClock, serverOffset } from './clock';
import { getDrop, getDropPlace, joinDrop } from './endpoints';
import { followDropPlace } from './follow';
import { keepPlace } from './keep';

/** How often the place is read again when it cannot be pushed. */
export const placeRefreshMs = 5000;

/** How long after a "not open yet" (the device's clock ran ahead) the page asks again. */
const notOpenRetryMs = 2000;

export type WaitingRoom =
  | { view: 'loading' }
  /** The item sells without a queue (GET drop answered 404). */
  | { view: 'no_drop' }
  /** Before the room opens: the page joins by itself at `opens_at`. */
  | { view: 'not_open'; drop: DropInfo }
  | { view: 'place'; place: DropPlace; busy: boolean; requeue: () => void }
  | { view: 'error'; message: string; retry: () => void };

type State =
  | { view: 'loading' | 'no_drop' }
  | { view: 'not_open'; drop: DropInfo }
  | { view: 'place'; place: DropPlace }
  | { view: 'error'; message: string };

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;
const quiet = { noGlobalError: true } as const;

/**
 * A shopper's place in a drop's waiting room: the place already held (a reload or another tab finds it: a member's
 * by the session, a visitor's by the key this browser keeps), else a new one once the room is open; then every change
 * pushed by the API, or read every few seconds when it cannot be. A place that was used or lapsed is queued again only
 * when the shopper asks (`requeue`), never by opening the page.
 */
export function useWaitingRoom(kind: DropKind, targetId: number): WaitingRoom {
  const [state, setState] = useState<State>({ view: 'loading' });
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const show = useCallback(
    (place: DropPlace) => {
      keepPlace(kind, targetId, place, serverOffset(place.drop));
      setState({ view: 'place', place });
    },
    [kind, targetId],
  );
  const fail = useCallback(async (error: unknown) => {
    setState({ view: 'error', message: await messageFor(toApiError(error)) });
  }, []);

  // Arrival: the place held, or the drop to join (now, or when the room opens).
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const join = async (): Promise<void> => {
      try {
        const { data } = await joinDrop(kind, targetId, quiet);
        if (live) show(data);
      } catch (error) {
        if (!live) return;
        if (toApiError(error).code === apiErrors.DROP_NOT_OPEN.code) timer = setTimeout(() => void join(), notOpenRetryMs);
        else await fail(error);
      }
    };
    const arrive = async () => {
      const [drop, held] = await Promise.all([
        getDrop(kind, targetId, quiet).then(
          (body) => body.data,
          (error: unknown) => (notFound(error) ? null : Promise.reject(error)),
        ),
        getDropPlace(kind, targetId, quiet).then(
          (body) => body.data,
          (error: unknown) => (notFound(error) ? null : Promise.reject(error)),
        ),
      ]);
      if (!live) return;
      if (held) return show(held);
      if (!drop) return setState({ view: 'no_drop' });
      const opensIn = onDeviceClock(drop.opens_at, serverOffset(drop)) - Date.now();
      if (opensIn <= 0) return join();
      setState({ view: 'not_open', drop });
      // setTimeout holds at most 2³¹−1 ms: a room opening weeks from now is joined by a later visit.
      timer = setTimeout(() => void join(), Math.min(opensIn, 2 ** 31 - 1));
    };
    arrive().catch(async (error: unknown) => {
      if (live) await fail(error);
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [kind, targetId, attempt, show, fail]);

  // Following the place: pushed while the stream holds, else read every few seconds.
  const watch = state.view === 'place' ? state.place.watch : null;
  useEffect(() => {
    if (!watch) return;
    let stopPolling: (() => void) | undefined;
    const stopStream = followDropPlace(kind, targetId, watch, {
      place: show,
      giveUp: () => {
        stopPolling = pollWhileVisible(async () => {
          show((await getDropPlace(kind, targetId, quiet)).data);
          return false;
        }, placeRefreshMs);
      },
    });
    return () => {
      stopStream();
      stopPolling?.();
    };
  }, [kind, targetId, watch, show]);

  const requeue = useCallback(() => {
    setBusy(true);
    joinDrop(kind, targetId, quiet)
      .then((body) => show(body.data), fail)
      .finally(() => setBusy(false));
  }, [kind, targetId, show, fail]);
  const retry = useCallback(() => {
    setState({ view: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  if (state.view === 'place') return { ...state, busy, requeue };
  if (state.view === 'error') return { ...state, retry };
  return state;
}
