import * as OpenCC from 'opencc-js';
import type { Locale } from '../../../platform/locale';

/** A place's name in each of the shop's languages. */
export type Names = Record<Locale, string>;

/** A value computed on first use: the place data and converters take a moment, which the API's start does not wait for. */
export function once<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}

// Taiwan's official names use 臺 where shoppers often type 台; mainland data is simplified only.
const toSimplified = once(() => OpenCC.Converter({ from: 'tw', to: 'cn' }));
const toTraditional = once(() => OpenCC.Converter({ from: 'cn', to: 'tw' }));

export const simplified = (text: string) => toSimplified()(text);
export const traditional = (text: string) => toTraditional()(text);

/**
 * How a typed name is compared with the data: traditional and simplified alike, 台/臺 alike, case and
 * spacing ignored, so "台北市", "臺北市", "台北市 " and "taipei city" find the same place.
 */
export function nameKey(text: string): string {
  return simplified(text.normalize('NFKC').trim().toLowerCase()).replace(/\s+/g, ' ');
}
