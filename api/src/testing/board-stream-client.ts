import type http from 'node:http';
import { kujiBoardEvent, type KujiBoard } from '@shop/shared/contract';
import { openEventStream, type EventStreamClient } from './event-stream-client';

export type BoardStreamClient = EventStreamClient<KujiBoard>;

/** Opens GET kuji/{kujiId}/board (`query`: e.g. `?locale=en`) and resolves once the answer's head has arrived. */
export const openBoardStream = (
  base: string,
  kujiId: number,
  opts: { query?: string; agent?: http.Agent; from?: string; headers?: Record<string, string> } = {},
): Promise<BoardStreamClient> =>
  openEventStream<KujiBoard>(base, `/api/v1/kuji/${kujiId}/board${opts.query ?? ''}`, kujiBoardEvent, opts);
