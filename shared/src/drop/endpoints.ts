import type { DropInfoBody, DropKind, DropPlaceBody } from '@shop/shared/contract';
import { apiBaseUrl, callApi, type CallOptions } from '@shop/shared/transport';
import { placeKeyHeaders } from './keep';

/** GET drop/{kind}/{id}: the drop's times, rate and what is left; 404 (40460) when the item is no drop. */
export const getDrop = (kind: DropKind, targetId: number, options?: CallOptions) =>
  callApi<DropInfoBody>({ method: 'GET', url: `drop/${kind}/${targetId}` }, options);

/** GET drop/{kind}/{id}/place: the caller's place (a visitor's found by its kept key); 404 when there is none. */
export const getDropPlace = (kind: DropKind, targetId: number, options?: CallOptions) =>
  callApi<DropPlaceBody>(
    { method: 'GET', url: `drop/${kind}/${targetId}/place`, headers: placeKeyHeaders(kind, targetId) },
    options,
  );

/** POST drop/{kind}/{id}/place: joins the room, or answers the place already held (a used or lapsed one queues again). */
export const joinDrop = (kind: DropKind, targetId: number, options?: CallOptions) =>
  callApi<DropPlaceBody>(
    { method: 'POST', url: `drop/${kind}/${targetId}/place`, headers: placeKeyHeaders(kind, targetId) },
    options,
  );

/** The place's push stream (an EventSource sends no headers: the place's `watch` names it). */
export const dropStreamUrl = (kind: DropKind, targetId: number, watch: string) =>
  `${apiBaseUrl}/drop/${kind}/${targetId}/place/stream?watch=${encodeURIComponent(watch)}`;
