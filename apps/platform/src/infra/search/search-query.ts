/**
 * What a fan types into the search panel, reduced to plain terms before any database sees it. Words
 * are runs of letters and digits; everything else (punctuation, FTS operators' symbols, stray or
 * unbalanced quotes) only separates words. A double-quoted part is an exact phrase (SPEC 7: the query
 * is quoted when the filter is 'Exact Matches'); other words match as prefixes, so 'strik' finds
 * 'striker'. Every word must match (AND). Operator words (AND, OR, NOT, NEAR) are ordinary words here.
 * Outside phrases, English stop words are dropped, so both databases agree ('the' would match every
 * article on SQLite and none on Postgres) and a query of only stop words finds nothing.
 */
export interface SearchQuery {
  /** Words matched as prefixes. */
  terms: string[];
  /** Exact phrases, each a list of words in order. */
  phrases: string[][];
}

// Long enough for any real search; stops a pasted essay from becoming a thousand-term query.
const maxWords = 16;
const maxWordLength = 64;

// Postgres's English stop words (tsearch_data/english.stop), which its 'english' configuration drops.
const stopWords = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers ' +
    'herself it its itself they them their theirs themselves what which who whom this that these those am is ' +
    'are was were be been being have has had having do does did doing a an the and but if or because as until ' +
    'while of at by for with about against between into through during before after above below to from up ' +
    'down in out on off over under again further then once here there when where why how all any both each few ' +
    'more most other some such no nor not only own same so than too very s t can will just don should now'
  ).split(' '),
);

export function words(text: string): string[] {
  return (text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) =>
    word.slice(0, maxWordLength),
  );
}

export function parseSearchQuery(raw: string): SearchQuery {
  // Curly quotes count as quotes: phones type them.
  const text = raw.replace(/[\u201C\u201D\u201E\u00AB\u00BB]/g, '"');
  const parts = text.split('"');
  // With an odd number of quotes the last one opened nothing: its text is ordinary words.
  const balanced = parts.length % 2 === 1;
  const terms: string[] = [];
  const phrases: string[][] = [];
  let budget = maxWords;
  parts.forEach((part, index) => {
    const inQuotes = index % 2 === 1 && (balanced || index < parts.length - 1);
    const found = words(part).slice(0, budget);
    budget -= found.length;
    if (found.length === 0) return;
    // A quoted single word is exact too: it does not match as a prefix.
    if (inQuotes) {
      phrases.push(found);
      return;
    }
    for (const word of found) {
      if (!stopWords.has(word) && !terms.includes(word)) terms.push(word);
    }
  });
  return { terms, phrases };
}

export function isEmptySearch(query: SearchQuery): boolean {
  return query.terms.length === 0 && query.phrases.length === 0;
}

/**
 * An FTS5 MATCH expression. Each word is a double-quoted string (so no word can be read as an
 * operator or column filter; words hold only letters and digits, so they never contain a quote),
 * terms take the prefix star, phrases are quoted sequences, and FTS5 ANDs them together.
 */
export function toFts5Match(query: SearchQuery): string {
  const terms = query.terms.map((term) => `"${term}"*`);
  const phrases = query.phrases.map((phrase) => `"${phrase.join(' ')}"`);
  return [...phrases, ...terms].join(' AND ');
}

/**
 * The prefix terms as a Postgres `to_tsquery` input ('strik:* & goal:*'). Safe to pass as a bound
 * parameter because words hold only letters and digits; phrases go through `phraseto_tsquery`.
 */
export function toTsQueryTerms(query: SearchQuery): string {
  return query.terms.map((term) => `${term}:*`).join(' & ');
}
