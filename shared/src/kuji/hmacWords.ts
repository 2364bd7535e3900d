// What both kuji algorithms draw numbers with: a stream of 32-bit words from HMAC-SHA256 blocks, and a uniform index
// taken from it by rejection (no modulo bias). Web Crypto only, so it runs the same in Node and in the browser.

const encoder = new TextEncoder();

// Named from globalThis so the file type-checks with Node's types as well as the DOM's.
type Subtle = typeof globalThis.crypto.subtle;
type HmacKey = Awaited<ReturnType<Subtle['importKey']>>;

export function subtle(): Subtle {
  const crypto = globalThis.crypto;
  if (!crypto?.subtle) throw new Error('Web Crypto is not available');
  return crypto.subtle;
}

export function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function bytesOfHex(value: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(value.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(value.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export const hmacKey = (keyHex: string): Promise<HmacKey> =>
  subtle().importKey('raw', bytesOfHex(keyHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);

/** Blocks HMAC-SHA256(key, message of block 0, 1, 2 …), each read as eight big-endian unsigned 32-bit words. */
export async function* hmacWords(key: HmacKey, messageOf: (block: number) => string): AsyncGenerator<number> {
  for (let block = 0; ; block += 1) {
    const view = new DataView(await subtle().sign('HMAC', key, encoder.encode(messageOf(block))));
    for (let offset = 0; offset < view.byteLength; offset += 4) yield view.getUint32(offset);
  }
}

/** An index in 0..range-1, each equally likely: words ≥ floor(2^32 / range)·range are skipped, the first other one taken mod range. */
export async function uniformIndex(words: AsyncIterator<number>, range: number): Promise<number> {
  if (!Number.isSafeInteger(range) || range < 1 || range > 2 ** 32) throw new Error(`No uniform index in a range of ${range}`);
  const limit = Math.floor(2 ** 32 / range) * range;
  for (;;) {
    const next = await words.next();
    if (next.done) throw new Error('The word stream ended');
    if (next.value < limit) return next.value % range;
  }
}
