import { and, sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema';

/** Escapes LIKE wildcards so a keyword matches literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function normaliseKeyword(keyword: string): string[] {
  return keyword.normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
}

/**
 * Every term as a substring (works for Chinese, which has no spaces), or a close trigram match for typos.
 * Both forms are ones the trigram index on search_text serves: LIKE '%…%' and the `<%` operator, whose
 * threshold is the session setting pg_trgm.word_similarity_threshold (see db/client.ts).
 * Null when the keyword has no terms.
 */
export function keywordMatch(keyword: string): { where: SQL; rank: SQL } | null {
  const terms = normaliseKeyword(keyword);
  if (terms.length === 0) return null;
  const whole = terms.join(' ');
  const substring = and(...terms.map((t) => sql`${products.searchText} like ${'%' + likeEscape(t) + '%'}`))!;
  return {
    where: sql`(${substring} or ${whole} <% ${products.searchText})`,
    rank: sql`(case when ${substring} then 1 else 0 end) + word_similarity(${whole}, ${products.searchText})`,
  };
}
