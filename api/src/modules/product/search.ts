import { and, sql, type SQL } from 'drizzle-orm';
import { containing } from '../../db/like';
import { products } from '../../db/schema';

/** Escapes what a PostgreSQL regular expression would read as an operator. */
const regexEscape = (s: string) => s.replace(/[\\^$.*+?()[\]{}|/-]/g, (c) => `\\${c}`);

function normaliseKeyword(keyword: string): string[] {
  return keyword.normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
}

/** Chinese, Japanese and Korean are written without spaces between words: a term of them matches anywhere. */
const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * How a term matches: a CJK term (or one starting with a sign, "#1", "(18+)") as a substring; any other term at
 * the start of a word, so "star" finds "Star Sea" and "stars", never "standard" or "mustard".
 */
function termMatch(term: string): { match: SQL; wholeWord: SQL } {
  const substring = sql`${products.searchText} like ${containing(term)}`;
  if (unspaced.test(term) || !/^[\p{L}\p{N}]/u.test(term)) return { match: substring, wholeWord: substring };
  const start = `\\m${regexEscape(term)}`;
  // The LIKE lets the trigram index find the candidates; the expression keeps those where a word starts with it.
  return {
    match: sql`(${substring} and ${products.searchText} ~ ${start})`,
    wholeWord: sql`${products.searchText} ~ ${`${start}\\M`}`,
  };
}

/**
 * A keyword's condition and rank, null when it has no terms. `words` (the search): every term matches as
 * `termMatch` says, products where every term is a whole word first, then those with the whole keyword as written,
 * then by similarity. `similar` (when the words find nothing, so a typo still finds products): every term as a
 * substring, or the keyword close to the text by trigrams (`<%`, threshold pg_trgm.word_similarity_threshold,
 * see db/client.ts). Both are forms the trigram index on search_text serves.
 */
export function keywordMatch(keyword: string, mode: 'words' | 'similar' = 'words'): { where: SQL; rank: SQL } | null {
  const terms = normaliseKeyword(keyword);
  if (terms.length === 0) return null;
  const whole = terms.join(' ');
  const similarity = sql`word_similarity(${whole}, ${products.searchText})`;
  if (mode === 'similar') {
    const substring = and(...terms.map((t) => sql`${products.searchText} like ${containing(t)}`))!;
    return {
      where: sql`(${substring} or ${whole} <% ${products.searchText})`,
      rank: sql`(case when ${substring} then 1 else 0 end) + ${similarity}`,
    };
  }
  const matches = terms.map(termMatch);
  const phrase = sql`${products.searchText} like ${containing(whole)}`;
  return {
    where: and(...matches.map((m) => m.match))!,
    rank: sql`(case when ${and(...matches.map((m) => m.wholeWord))} then 2 else 0 end)
      + (case when ${phrase} then 1 else 0 end) + ${similarity}`,
  };
}
