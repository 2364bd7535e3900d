import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomnessOf, verifyBeaconRound, type BeaconRound } from '@shop/shared/kuji';
import type { LocalBeacon } from '../stand-ins';
import { composedStandIns } from '../testing/composed-stand-ins';
import { freePort } from '../platform/free-port';
import { BeaconRoundNotYet, BeaconUnreachable, createBeaconClient, type BeaconClientOptions } from './beacon';

// The client against the local beacon the composition offers (a real drand HTTP API signing real rounds), and
// against relays written here that are down, slow, or lie.

let beacon: LocalBeacon;
let other: LocalBeacon;
const relays: { close(): void }[] = [];
beforeAll(async () => {
  const { localBeacon } = composedStandIns().standIns;
  [beacon, other] = await Promise.all([localBeacon!({ period: 1 }), localBeacon!({ period: 1 })]);
  // Round 3 of a fresh chain is out after 2 s.
  await new Promise((resolve) => setTimeout(resolve, 2100));
});
afterAll(async () => {
  relays.forEach((relay) => relay.close());
  await Promise.all([beacon.close(), other.close()]);
});

const client = (urls: string[], options: Partial<BeaconClientOptions> = {}) =>
  createBeaconClient({ urls, chain: beacon.chain, timeoutMs: 2000, ...options });

/** A relay on a port of its own that answers every request with `handle`; it counts what it was asked. */
async function relay(handle: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>) {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(req.url!);
    void handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  relays.push({ close: () => server.close() });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

/** Passes each request on to the real beacon, with `change` applied to what it answered. */
const passOn = (change: (body: Record<string, unknown>) => Record<string, unknown>) =>
  relay(async (req, res) => {
    const answer = await fetch(`${beacon.url}${req.url}`);
    const body = change((await answer.json()) as Record<string, unknown>);
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (err: Error) => err,
  );

/** A hex string one digit off: the first digit always changes (replacing it by a fixed digit would not, 1 time in 16). */
const flipFirstDigit = (hex: string) => (parseInt(hex.charAt(0), 16) ^ 1).toString(16) + hex.slice(1);

test('a round that is out comes back verified under the chain’s key, and the info is the configured chain', async () => {
  const drand = client([beacon.url]);
  const round = await drand.round(2);
  expect(round.round).toBe(2);
  expect(await verifyBeaconRound(beacon.chain, round)).toBe(true);
  expect(await drand.info()).toEqual(beacon.chain);
  expect(drand.chain()).toEqual(beacon.chain);
  expect(drand.dueAt(2)).toBe((beacon.chain.genesis_time + 1) * 1000);
});

test('a relay that is down or silent is passed over for the next, in order', async () => {
  const down = `http://127.0.0.1:${await freePort()}`;
  const silent = await relay(() => {});
  const drand = client([down, silent.url, beacon.url], { timeoutMs: 300 });
  expect((await drand.round(1)).round).toBe(1);
  expect(silent.asked).toEqual([`/${beacon.chain.chain_hash}/public/1`]);
  // The relay that answered is asked first from then on.
  await drand.round(2);
  expect(silent.asked).toHaveLength(1);
  expect(await drand.info()).toEqual(beacon.chain);
});

test('a relay that lies about a round is refused and the next relay’s true round taken', async () => {
  // Another round's signature: a valid point, with its own randomness, for the wrong message.
  const swapped = await relay(async (req, res) => {
    const asked = Number(req.url!.split('/').pop());
    const real = (await (await fetch(`${beacon.url}/${beacon.chain.chain_hash}/public/${asked - 1}`)).json()) as BeaconRound;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ round: asked, signature: real.signature, randomness: randomnessOf(real.signature) }));
  });
  const truth = await client([beacon.url]).round(3);
  expect(await client([swapped.url, beacon.url]).round(3)).toEqual(truth);
  const alone = await refusal(client([swapped.url]).round(3));
  expect(alone).toBeInstanceOf(BeaconUnreachable);
  expect(alone.message).toContain('round 3 does not verify');
  // A randomness that is not the signature's hash is refused even beside a true signature.
  const padded = await passOn((body) => ({ ...body, randomness: flipFirstDigit(randomnessOf(String(body.signature))) }));
  expect(await refusal(client([padded.url]).round(3))).toBeInstanceOf(BeaconUnreachable);
});

test('a relay serving another chain is refused: by its info, and by rounds that do not verify', async () => {
  const wrongRelay = client([other.url]);
  expect(await refusal(wrongRelay.info())).toBeInstanceOf(BeaconUnreachable);
  expect(await refusal(wrongRelay.round(1))).toBeInstanceOf(BeaconUnreachable);
  // A relay that claims our chain hash with another chain's key is refused, and not asked for rounds after that.
  const impostor = await relay(async (req, res) => {
    const info = (await (await fetch(`${other.url}/info`)).json()) as object;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...info, hash: beacon.chain.chain_hash }));
  });
  const drand = client([impostor.url, beacon.url]);
  expect(await drand.info()).toEqual(beacon.chain);
  await drand.round(1);
  expect(impostor.asked).toEqual([`/${beacon.chain.chain_hash}/info`]);
  expect(await refusal(client([impostor.url]).info())).toHaveProperty(
    'message',
    expect.stringMatching(/serves another chain \(public_key/),
  );
});

test('a round not due by the clock is refused at once, fetched from nobody; past its time it is fetched', async () => {
  const counting = await passOn((body) => body);
  const drand = client([counting.url]);
  const next = drand.roundAfter(Date.now());
  const early = await refusal(drand.round(next + 5));
  expect(early).toBeInstanceOf(BeaconRoundNotYet);
  expect(early).toMatchObject({ round: next + 5, dueAt: drand.dueAt(next + 5) });
  expect(counting.asked).toEqual([]);
  // A clock ahead of the relays': the relays' 425 Too Early says the same, not "unreachable".
  const hasty = client([beacon.url], { now: () => Date.now() + 10_000 });
  expect(await refusal(hasty.round(next + 5))).toBeInstanceOf(BeaconRoundNotYet);
  await new Promise((resolve) => setTimeout(resolve, drand.dueAt(next) - Date.now() + 10));
  expect((await drand.round(next)).round).toBe(next);
});

test('no relay answering is told apart from a round not out yet', async () => {
  const drand = client([`http://127.0.0.1:${await freePort()}`, `http://127.0.0.1:${await freePort()}`]);
  const err = await refusal(drand.round(1));
  expect(err).toBeInstanceOf(BeaconUnreachable);
  expect((err as BeaconUnreachable).failures).toHaveLength(2);
  // A drand node says 404 for a round just past its clock; for a round long out, 404 is a relay without the chain.
  const lost = await relay((_req, res) => {
    res.writeHead(404).end('404 page not found\n');
  });
  expect(await refusal(client([lost.url]).round(1))).toBeInstanceOf(BeaconUnreachable);
  const ahead = client([lost.url], { now: () => Date.now() + 2500 });
  expect(await refusal(ahead.round(ahead.roundAfter(Date.now()) + 1))).toBeInstanceOf(BeaconRoundNotYet);
});
