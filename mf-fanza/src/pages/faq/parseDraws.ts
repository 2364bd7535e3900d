/** One drawn ticket as a member copies it from their order: its place in the box and its tier. */
export interface DrawnTicket {
  position: number;
  tier: string;
}

export type ParsedDraws = { draws: DrawnTicket[]; badLine: null } | { draws: null; badLine: number };

// `12 A`, `12: A`, `#12 A`, `12,A`: a position from 1 and a tier letter, upper or lower case.
const line = /^#?\s*([1-9]\d{0,6})\s*[\s:,=]\s*([A-Za-z])$/;

/**
 * A member's own draws, one ticket a line (empty lines ignored), for the verifier to check against the box
 * order. Names the first line it cannot read (1-based) instead.
 */
export function parseDraws(text: string): ParsedDraws {
  const draws: DrawnTicket[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const trimmed = raw.trim();
    if (!trimmed) continue;
    const match = line.exec(trimmed);
    if (!match) return { draws: null, badLine: index + 1 };
    draws.push({ position: Number(match[1]), tier: match[2]!.toUpperCase() });
  }
  return { draws, badLine: null };
}
