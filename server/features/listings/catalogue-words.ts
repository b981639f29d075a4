import { foldText } from '../../../domain/text';
import type { ReferenceData } from '../../db/reference-data';
import { RecentResults } from '../../lib/recent-results';

// Which catalogue products a search's words name, worked out in memory: the catalogue (800
// products, 80 subcategories, 10 categories) is reference data (decision 006), so no word costs
// the database anything here, and words that name nothing cost a few microseconds
// (docs/decisions/023-search-cost.md). Typos are forgiven as pg_trgm does (its trigrams and its
// word_similarity, threshold 0.6), against names only (docs/product.md, search).

/** pg_trgm's default word_similarity_threshold. */
const WORD_SIMILARITY = 0.6;
/** Words of a search that count, at most: the rest of a long `q` is not looked at. */
export const MAX_SEARCH_WORDS = 5;
/** A longer word is cut here: no catalogue name holds a longer one. */
const MAX_WORD_LENGTH = 24;
/** Distinct words whose matches are kept (those that name nothing too). */
const KEPT_WORDS = 5000;
/**
 * Words too common to name anything; dropped unless the search has nothing else
 * ("de" alone is still searched).
 */
const STOP_WORDS = new Set([
  'a',
  'al',
  'con',
  'de',
  'del',
  'el',
  'en',
  'la',
  'las',
  'los',
  'para',
  'por',
  'un',
  'una',
  'y',
]);

/** The words of a search that are matched: folded, without repeats or filler, at most five. */
export function searchWords(q: string): string[] {
  const all = foldText(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  const meaningful = all.filter((word) => !STOP_WORDS.has(word));
  return [...new Set(meaningful.length > 0 ? meaningful : all)].slice(0, MAX_SEARCH_WORDS);
}

/** pg_trgm's trigrams of a text, in order: each word padded with two spaces before, one after. */
function trigrams(folded: string): string[] {
  const out: string[] = [];
  for (const word of folded.split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  }
  return out;
}

/** pg_trgm's similarity: shared trigrams over all trigrams of both. */
function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  const all = a.size + b.size - shared;
  return all === 0 ? 0 : shared / all;
}

/**
 * pg_trgm's word_similarity: the best similarity between the word's trigrams and any run of
 * consecutive trigrams of the name.
 */
function wordSimilarity(word: Set<string>, name: string[]): number {
  let best = 0;
  for (let start = 0; start < name.length; start++) {
    const extent = new Set<string>();
    let shared = 0;
    for (let end = start; end < name.length; end++) {
      const t = name[end]!;
      if (!extent.has(t)) {
        extent.add(t);
        if (word.has(t)) shared++;
      }
      const score = shared / (word.size + extent.size - shared);
      if (score > best) best = score;
    }
  }
  return best;
}

interface Named {
  id: number;
  folded: string;
  /** The name's own words, lower case with their accents (for "¿Quisiste decir…?"). */
  words: string[];
  trigrams: string[];
  trigramSet: Set<string>;
}

function named(id: number, name: string): Named {
  const folded = foldText(name);
  const list = trigrams(folded);
  return {
    id,
    folded,
    words: name
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
    trigrams: list,
    trigramSet: new Set(list),
  };
}

interface WordMatch {
  score: number;
  /** The name holds the word itself (not only a near miss). */
  exact: boolean;
}

/**
 * How well a name matches one word, as the catalogue ranked them before (decision 015): starts
 * with it 0.9, holds it 0.8, a near miss word_similarity × 0.8; plus similarity × 0.1 so the
 * shorter, closer name wins a tie. Null when it does not match.
 */
function matchName(word: string, wordTrigrams: Set<string>, name: Named): WordMatch | null {
  const close = similarity(wordTrigrams, name.trigramSet) * 0.1;
  if (name.folded.startsWith(word)) return { score: 0.9 + close, exact: true };
  if (name.folded.includes(word)) return { score: 0.8 + close, exact: true };
  const similar = wordSimilarity(wordTrigrams, name.trigrams);
  return similar >= WORD_SIMILARITY ? { score: similar * 0.8 + close, exact: false } : null;
}

/** The names one word matches (id → match), for a list of names. */
function matchAll(word: string, names: Named[], index: Map<string, Named[]>) {
  const wordTrigrams = new Set(trigrams(word));
  // A near miss shares at least 60 % of the word's trigrams with the name: only names that
  // share some are compared (a made-up word shares none, and costs nothing more).
  const needed = Math.ceil(wordTrigrams.size * WORD_SIMILARITY);
  const sharing = new Map<Named, number>();
  for (const t of wordTrigrams) {
    for (const name of index.get(t) ?? []) sharing.set(name, (sharing.get(name) ?? 0) + 1);
  }
  const found = new Map<number, WordMatch>();
  for (const name of names) {
    const candidate = name.folded.includes(word) || (sharing.get(name) ?? 0) >= needed;
    const match = candidate ? matchName(word, wordTrigrams, name) : null;
    if (match) found.set(name.id, match);
  }
  return found;
}

function trigramIndex(names: Named[]): Map<string, Named[]> {
  const index = new Map<string, Named[]>();
  for (const name of names) {
    for (const t of name.trigramSet) {
      let list = index.get(t);
      if (!list) index.set(t, (list = []));
      list.push(name);
    }
  }
  return index;
}

export interface NamedProducts {
  /** Catalogue product ids, best first. */
  products: number[];
  /**
   * True when a product's own name holds the words: then only those products are found. False
   * when they come from subcategory or category names (descriptions are searched too).
   */
  byName: boolean;
  /** The words as the catalogue spells them, when a product was found only by a near miss. */
  suggestion?: string;
}

interface PerWord {
  products: Map<number, WordMatch>;
  groups: Map<number, WordMatch>;
}

/** The catalogue's names in memory, and what each word matched (kept for the last words). */
export class CatalogueWords {
  private readonly products: Named[];
  private readonly productIndex: Map<string, Named[]>;
  /** Subcategories and categories, told apart by id ranges would be fragile: two lists. */
  private readonly groups: { subcategories: Named[]; categories: Named[] };
  private readonly groupIndex: {
    subcategories: Map<string, Named[]>;
    categories: Map<string, Named[]>;
  };
  private readonly subcategoryOf = new Map<number, { subcategory: number; category: number }>();
  private readonly kept = new RecentResults<string, PerWord>(KEPT_WORDS);
  /** Subcategory and category names as searched (their words joined by one space). */
  private readonly exactGroups = new Map<string, { subcategory?: number; category?: number }>();

  constructor(reference: ReferenceData) {
    this.products = [...reference.products.values()].map((p) => named(p.id, p.name));
    this.productIndex = trigramIndex(this.products);
    const subcategories = [...reference.subcategories.values()].map((s) => named(s.id, s.name));
    const categories = [...reference.categories.values()].map((c) => named(c.id, c.name));
    this.groups = { subcategories, categories };
    this.groupIndex = {
      subcategories: trigramIndex(subcategories),
      categories: trigramIndex(categories),
    };
    const key = (name: Named) => searchWords(name.folded).join(' ');
    for (const s of subcategories) this.exactGroups.set(key(s), { subcategory: s.id });
    for (const c of categories) this.exactGroups.set(key(c), { category: c.id });
    for (const product of reference.products.values()) {
      const category = reference.subcategories.get(product.subcategoryId)?.categoryId ?? 0;
      this.subcategoryOf.set(product.id, { subcategory: product.subcategoryId, category });
    }
  }

  private perWord(word: string): PerWord {
    let found = this.kept.get(word);
    if (!found) {
      const products = matchAll(word, this.products, this.productIndex);
      // Through its subcategory's or its category's name (the better of the two).
      const subcategories = matchAll(
        word,
        this.groups.subcategories,
        this.groupIndex.subcategories,
      );
      const categories = matchAll(word, this.groups.categories, this.groupIndex.categories);
      const groups = new Map<number, WordMatch>();
      for (const [id, of] of this.subcategoryOf) {
        const a = subcategories.get(of.subcategory);
        const b = categories.get(of.category);
        const best = a && b ? (a.score >= b.score ? a : b) : (a ?? b);
        if (best) groups.set(id, best);
      }
      found = { products, groups };
      this.kept.set(word, found);
    }
    return found;
  }

  /**
   * The products the words name, best first: those whose own name matches every word, then
   * those of a subcategory or category the words name exactly ("frutas": Frutas); when no
   * product's name matches, those whose subcategory or category name matches every word.
   */
  named(words: string[]): NamedProducts {
    if (words.length === 0) return { products: [], byName: false };
    const perWord = words.map((word) => this.perWord(word));
    const byName = everyWord(perWord.map((w) => w.products));
    if (byName.size === 0) {
      return { products: ranked(everyWord(perWord.map((w) => w.groups))), byName: false };
    }
    const best = ranked(byName);
    const named = new Set(best);
    const group = this.exactGroups.get(words.join(' '));
    const ofGroup = [...this.subcategoryOf]
      .filter(
        ([id, of]) =>
          !named.has(id) &&
          (of.subcategory === group?.subcategory || of.category === group?.category),
      )
      .map(([id]) => id);
    return {
      products: [...best, ...ofGroup],
      byName: true,
      suggestion: this.suggestion(words, perWord, best[0]!),
    };
  }

  /** "¿Quisiste decir aguacate?": each near-missed word as the best product's name spells it. */
  private suggestion(words: string[], perWord: PerWord[], best: number): string | undefined {
    if (perWord.every((w) => w.products.get(best)?.exact)) return undefined;
    const name = this.products.find((p) => p.id === best)!;
    return words
      .map((word, i) => {
        if (perWord[i]!.products.get(best)?.exact) return word;
        const wordTrigrams = new Set(trigrams(word));
        let closest = word;
        let score = -1;
        for (const candidate of name.words) {
          const s = similarity(wordTrigrams, new Set(trigrams(foldText(candidate))));
          if (s > score) [closest, score] = [candidate, s];
        }
        return closest;
      })
      .join(' ');
  }
}

/** Ids every map holds, with the sum of their scores. */
function everyWord(maps: Map<number, WordMatch>[]): Map<number, number> {
  const [first, ...rest] = maps;
  const out = new Map<number, number>();
  for (const [id, match] of first ?? []) {
    let score = match.score;
    let all = true;
    for (const other of rest) {
      const m = other.get(id);
      if (!m) {
        all = false;
        break;
      }
      score += m.score;
    }
    if (all) out.set(id, score);
  }
  return out;
}

/** Best score first; equal scores by id, as the SQL ranking did. */
const ranked = (scores: Map<number, number>) =>
  [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
