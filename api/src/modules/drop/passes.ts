import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Tokens } from '../../platform/auth';
import { fail } from '../../platform/errors';

// Two signed passes, each with a key derived for it alone (it can sign nothing else): the admission a purchase
// of a drop item needs, and the watch key of a place's push stream. Neither is stored. Signed without `iat` or
// a random id, the same place and window always give the same text, so a stream does not see it change.

export interface Admission {
  dropId: number;
  placeId: number;
  /** The place's ordinal when admitted: a place that queued again has another, so an old admission is dead. */
  ordinal: number;
  /** The place's holder: `u:<member id>` or `g:<hash of a visitor's key>`. */
  holder: string;
}

const WATCH_SECONDS = 24 * 3600;

export class DropPasses {
  private readonly admissionKey: Uint8Array;
  private readonly watchKey: Uint8Array;

  constructor(tokens: Tokens) {
    this.admissionKey = tokens.derivedKey('drop-admission');
    this.watchKey = tokens.derivedKey('drop-watch');
  }

  admission(a: Admission, until: Date): Promise<string> {
    return new SignJWT({ drop: a.dropId, place: a.placeId, ord: a.ordinal })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(a.holder)
      .setExpirationTime(Math.floor(until.getTime() / 1000))
      .sign(this.admissionKey);
  }

  /** The admission in a header; 40361 when it is not one of ours, 40362 when its window has passed. */
  async readAdmission(text: string): Promise<Admission> {
    try {
      const { payload } = await jwtVerify(text, this.admissionKey, { algorithms: ['HS256'], clockTolerance: 0 });
      const { drop, place, ord, sub } = payload;
      if (typeof drop !== 'number' || typeof place !== 'number' || typeof ord !== 'number' || typeof sub !== 'string')
        fail('DROP_ADMISSION_INVALID');
      return { dropId: drop, placeId: place, ordinal: ord, holder: sub };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) fail('DROP_ADMISSION_EXPIRED');
      if (err instanceof joseErrors.JOSEError) fail('DROP_ADMISSION_INVALID');
      throw err;
    }
  }

  /** Watch keys signed this hour: every read and stream tick of a place gives its key, signed once. */
  private readonly watchKeys = new Map<number, Promise<string>>();
  private watchHour = 0;

  watch(placeId: number, now: Date): Promise<string> {
    // Whole hours: the same place gets the same key within the hour.
    const hour = Math.floor(now.getTime() / 3_600_000) * 3600;
    if (hour !== this.watchHour || this.watchKeys.size > 100_000) {
      this.watchKeys.clear();
      this.watchHour = hour;
    }
    let key = this.watchKeys.get(placeId);
    if (!key) {
      key = new SignJWT({ place: placeId })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(hour + WATCH_SECONDS)
        .sign(this.watchKey);
      this.watchKeys.set(placeId, key);
    }
    return key;
  }

  /** The place a stream's watch key names; 40361 when it is not valid. */
  async readWatch(text: string): Promise<number> {
    try {
      const { payload } = await jwtVerify(text, this.watchKey, { algorithms: ['HS256'] });
      if (typeof payload.place !== 'number') fail('DROP_ADMISSION_INVALID');
      return payload.place;
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) fail('DROP_ADMISSION_INVALID');
      throw err;
    }
  }
}
