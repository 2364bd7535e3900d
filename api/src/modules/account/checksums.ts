import { createHash, randomBytes } from 'node:crypto';

// Codes and link checksums are stored only as hashes: a leaked table does not sign anyone in.
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
export const newChecksum = () => randomBytes(32).toString('base64url');
