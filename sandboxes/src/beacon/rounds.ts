import { signBeaconRound, type BeaconChain, type BeaconRound } from '@shop/shared/kuji';

/** Rounds are signed when first asked for and kept: the API asks for the same few rounds again and again. */
const KEPT_ROUNDS = 4096;

/** The rounds of one chain by the clock: which is out, which is next, and each one's signature once it is due. */
export class ChainRounds {
  private readonly signed = new Map<number, BeaconRound>();

  constructor(
    readonly chain: BeaconChain,
    private readonly secretKey: Uint8Array,
    private readonly now: () => number = Date.now,
  ) {}

  /** The latest round out at this instant (0 before genesis), as a relay computes it (grpc.go ExpectedNext). */
  current(): number {
    const sinceGenesis = this.now() - this.chain.genesis_time * 1000;
    return sinceGenesis < 0 ? 0 : Math.floor(sinceGenesis / (this.chain.period * 1000)) + 1;
  }

  /** When `round` is due, in unix milliseconds. */
  dueAt(round: number): number {
    return (this.chain.genesis_time + (round - 1) * this.chain.period) * 1000;
  }

  /** The round's value; refuses one not due yet, whose value nobody may see before its time. */
  value(round: number): BeaconRound {
    if (round < 1 || this.dueAt(round) > this.now()) throw new Error(`round ${round} is not out yet`);
    let value = this.signed.get(round);
    if (!value) {
      value = signBeaconRound(this.secretKey, round);
      if (this.signed.size >= KEPT_ROUNDS) this.signed.delete(this.signed.keys().next().value!);
      this.signed.set(round, value);
    }
    return value;
  }
}
