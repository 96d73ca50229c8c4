import { wordsOf } from './normalise.ts';

// ── Free-text matching ─────────────────────────────────────────────────────────
//
// A topic's keywords are small patterns over the words of the message, so that one rule covers
// the many ways one thing is said (intent + act, act + self, symptom + body part) rather than a
// list of exact sentences. Both the message and the keywords are normalised the same way first
// (see wordsOf). In a keyword:
//
//   word        that word                 pre*      any word starting with "pre"
//   a|b*|c      any of these              a|b?      optional: one of these, or nothing
//   a_b|c       a phrase as one alternative: "a b" (words joined by _), or c
//   $           (as an alternative) the end of the message
//   ..  ..N     up to 3 (or N) words of anything in between;  ...  up to 8
//   !a|b        the word just before this point is not one of these (a|b as above)
//   x & y       x and y both occur somewhere in the message, in any order
//   x & ~y      x occurs and y does not (a narrow exception to one rule, not to a whole kind)
//
// Words in sequence must follow each other (apart from the gaps). Negation is never required or
// excluded by the crisis rules: "I want to die" and "I don't want to die" both get the helpline.

/** One alternative: a word, or a phrase of several (only its last word may be a prefix). */
type Alternative = { words: string[]; prefix: boolean } | { end: true };
type Token =
  | { kind: 'word'; alternatives: Alternative[]; optional: boolean }
  | { kind: 'gap'; max: number }
  | { kind: 'notAfter'; alternatives: Alternative[] };
type Clause = Token[];
/** A compiled keyword: every clause must match somewhere in the message, and no absent one. */
export type CompiledKeyword = Clause[] & { absent?: Clause[] };

const DEFAULT_GAP = 3;
const LONG_GAP = 8;

/** Parses a keyword; throws on one that could never match or would match everything. */
export function compileKeyword(keyword: string): CompiledKeyword {
  const clauses = keyword.split('&').map((c) => c.trim());
  if (clauses.some((c) => c === '' || c === '~')) throw new Error(`Empty part in keyword "${keyword}"`);
  const present = clauses.filter((c) => !c.startsWith('~'));
  if (present.length === 0) throw new Error(`Keyword "${keyword}" has nothing it must find`);
  const compiledClauses: CompiledKeyword = present.map((c) => compileClause(c, keyword));
  const absent = clauses
    .filter((c) => c.startsWith('~'))
    .map((c) => compileClause(c.slice(1).trim(), keyword));
  if (absent.length) compiledClauses.absent = absent;
  return compiledClauses;
}

function compileClause(clause: string, keyword: string): Clause {
  const tokens = clause.split(/\s+/).map((raw) => parseToken(raw, keyword));
  const first = tokens[0]!;
  const last = tokens.at(-1)!;
  if (first.kind === 'gap' || last.kind === 'gap')
    throw new Error(`Keyword "${keyword}" starts or ends with a gap`);
  tokens.forEach((t, i) => {
    if (t.kind === 'gap' && tokens[i + 1]?.kind === 'gap')
      throw new Error(`Two gaps in a row in "${keyword}"`);
  });
  const anchored = tokens.some(
    (t) => t.kind === 'word' && !t.optional && t.alternatives.every((a) => !('end' in a)),
  );
  if (!anchored) throw new Error(`Keyword "${keyword}" has no word it must find`);
  return tokens;
}

function parseToken(raw: string, keyword: string): Token {
  const gap = /^\.\.(\d*)$/.exec(raw);
  if (gap) return { kind: 'gap', max: gap[1] ? Number(gap[1]) : DEFAULT_GAP };
  if (raw === '...') return { kind: 'gap', max: LONG_GAP };
  if (raw.startsWith('!'))
    return { kind: 'notAfter', alternatives: parseAlternatives(raw.slice(1), keyword) };
  const optional = raw.endsWith('?');
  return {
    kind: 'word',
    alternatives: parseAlternatives(optional ? raw.slice(0, -1) : raw, keyword),
    optional,
  };
}

function parseAlternatives(raw: string, keyword: string): Alternative[] {
  return raw.split('|').map((alt): Alternative => {
    if (alt === '$') return { end: true };
    const prefix = alt.endsWith('*');
    const parts = (prefix ? alt.slice(0, -1) : alt).split('_');
    const words = parts.map((part) => {
      const normalised = wordsOf(part);
      if (normalised.length !== 1) throw new Error(`"${alt}" in keyword "${keyword}" is not one word`);
      return normalised[0]!;
    });
    return { words, prefix };
  });
}

const compiledKeywords = new Map<string, CompiledKeyword | null>();

/** Keywords come from the database on every message; each is parsed once. */
export function compiled(keyword: string): CompiledKeyword | null {
  let found = compiledKeywords.get(keyword);
  if (found === undefined) {
    try {
      found = compileKeyword(keyword);
    } catch {
      // The tree's tests compile every seeded keyword; a broken one must not take the chat down.
      found = null;
    }
    if (compiledKeywords.size > 10_000) compiledKeywords.clear();
    compiledKeywords.set(keyword, found);
  }
  return found;
}

/** How many words an alternative takes at `wi` (0: no match; the end alternative takes none). */
function alternativeLength(a: Alternative, words: readonly string[], wi: number): number {
  if ('end' in a) return 0;
  const last = a.words.length - 1;
  for (let k = 0; k <= last; k++) {
    const word = words[wi + k];
    if (word === undefined) return 0;
    if (k === last && a.prefix ? !word.startsWith(a.words[k]!) : word !== a.words[k]) return 0;
  }
  return a.words.length;
}

/** Whether the words just before `wi` are one of the alternatives. */
const endsWithAlternative = (a: Alternative, words: readonly string[], wi: number) =>
  !('end' in a) && wi - a.words.length >= 0 && alternativeLength(a, words, wi - a.words.length) > 0;

function matchFrom(words: readonly string[], tokens: Clause, ti: number, wi: number): boolean {
  if (ti === tokens.length) return true;
  const token = tokens[ti]!;
  if (token.kind === 'gap') {
    for (let skip = 0; skip <= token.max && wi + skip <= words.length; skip++) {
      if (matchFrom(words, tokens, ti + 1, wi + skip)) return true;
    }
    return false;
  }
  if (token.kind === 'notAfter') {
    if (token.alternatives.some((a) => endsWithAlternative(a, words, wi))) return false;
    return matchFrom(words, tokens, ti + 1, wi);
  }
  for (const a of token.alternatives) {
    const length = alternativeLength(a, words, wi);
    if (length > 0 && matchFrom(words, tokens, ti + 1, wi + length)) return true;
  }
  if (wi === words.length && token.alternatives.some((a) => 'end' in a)) {
    if (matchFrom(words, tokens, ti + 1, wi)) return true;
  }
  return token.optional && matchFrom(words, tokens, ti + 1, wi);
}

/** Whether a keyword matches the (normalised) words of a message. */
export function keywordMatches(keyword: CompiledKeyword, words: readonly string[]): boolean {
  const found = (clause: Clause) => {
    for (let wi = 0; wi < words.length; wi++) if (matchFrom(words, clause, 0, wi)) return true;
    return false;
  };
  return keyword.every(found) && !(keyword.absent ?? []).some(found);
}
