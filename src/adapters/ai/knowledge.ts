import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { containsSequence, normalizeQuestion, stems, terms } from './text';

/** One markdown file under ./knowledge: a front matter block, then the advice itself. */
export interface KnowledgeTopic {
  id: string;
  title: string;
  /** Stemmed phrases; a phrase found in the question is the strongest signal. */
  keywords: string[][];
  /** Stemmed garment words this advice is about: used to point at matching closet items. */
  pieces: string[];
  /** 'care' topics (washing, tailoring, budget) are about looking after things, not wearing them. */
  kind: 'style' | 'care';
  body: string;
}

export interface TopicMatch {
  topic: KnowledgeTopic;
  score: number;
  keywordScore: number;
  similarity: number;
}

/** The stylist's knowledge pages, read once at start (one Markdown file per topic). */
export const KNOWLEDGE_DIR = fileURLToPath(new URL('./knowledge/', import.meta.url));

export function parseTopic(id: string, source: string): KnowledgeTopic {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`knowledge/${id}.md: missing front matter`);
  const fields = new Map<string, string>();
  for (const line of match[1]!.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) fields.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  const list = (key: string) =>
    (fields.get(key) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const title = fields.get('title');
  if (!title) throw new Error(`knowledge/${id}.md: missing title`);
  return {
    id,
    title,
    keywords: unique([title, ...list('keywords')].map((k) => stems(k)).filter((k) => k.length > 0)),
    pieces: list('pieces').flatMap((p) => stems(p)),
    kind: fields.get('kind') === 'care' ? 'care' : 'style',
    body: match[2]!.trim(),
  };
}

function unique(phrases: string[][]): string[][] {
  const seen = new Set<string>();
  return phrases.filter((p) => {
    const key = p.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** TF-IDF over the topics, plus keyword phrases: small, predictable, no network. */
export class KnowledgeBase {
  private readonly idf = new Map<string, number>();
  /** How rare a word is among the topics' keyword lists: 'dirty' says more than 'sneaker'. */
  private readonly keywordWeight = new Map<string, number>();
  private readonly vectors: Map<string, number>[];

  constructor(readonly topics: KnowledgeTopic[]) {
    const keywordDf = new Map<string, number>();
    for (const t of topics) for (const w of new Set(t.keywords.flat())) keywordDf.set(w, (keywordDf.get(w) ?? 0) + 1);
    const maxWeight = Math.log(1 + topics.length);
    for (const [w, n] of keywordDf) this.keywordWeight.set(w, Math.log(1 + topics.length / n) / maxWeight);

    const docs = topics.map((t) => terms(`${t.title} ${t.title} ${t.keywords.map((k) => k.join(' ')).join(' ')} ${t.body}`));
    const df = new Map<string, number>();
    for (const doc of docs) for (const term of new Set(doc)) df.set(term, (df.get(term) ?? 0) + 1);
    for (const [term, n] of df) this.idf.set(term, Math.log((1 + topics.length) / (1 + n)) + 1);
    this.vectors = docs.map((doc) => this.vector(doc));
  }

  static load(dir = KNOWLEDGE_DIR): KnowledgeBase {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.md'))
      .sort();
    return new KnowledgeBase(files.map((f) => parseTopic(f.slice(0, -3), readFileSync(`${dir}/${f}`, 'utf8'))));
  }

  /** Words the knowledge base has heard of: a question with none of them is not one we can answer. */
  knows(term: string): boolean {
    return this.idf.has(term);
  }

  private vector(doc: readonly string[]): Map<string, number> {
    const tf = new Map<string, number>();
    for (const term of doc) tf.set(term, (tf.get(term) ?? 0) + 1);
    const v = new Map<string, number>();
    let norm = 0;
    for (const [term, n] of tf) {
      const w = (1 + Math.log(n)) * (this.idf.get(term) ?? 0);
      if (w > 0) {
        v.set(term, w);
        norm += w * w;
      }
    }
    norm = Math.sqrt(norm) || 1;
    for (const [term, w] of v) v.set(term, w / norm);
    return v;
  }

  /** Topics ranked for a question, best first; only those with any signal at all. */
  search(text: string): TopicMatch[] {
    const question = normalizeQuestion(text);
    const questionStems = stems(question);
    const query = this.vector(terms(question));
    const matches: TopicMatch[] = [];
    this.topics.forEach((topic, i) => {
      let keywordScore = 0;
      for (const phrase of topic.keywords) {
        if (!containsSequence(questionStems, phrase)) continue;
        // Longer phrases are more specific; rare words more telling.
        const weight = phrase.reduce((sum, w) => sum + (this.keywordWeight.get(w) ?? 0), 0) / phrase.length;
        keywordScore += weight * (1 + 1.5 * (phrase.length - 1));
      }
      let similarity = 0;
      for (const [term, w] of query) similarity += w * (this.vectors[i]!.get(term) ?? 0);
      const score = keywordScore + 3 * similarity;
      if (score > 0) matches.push({ topic, score, keywordScore, similarity });
    });
    return matches.sort((a, b) => b.score - a.score || a.topic.id.localeCompare(b.topic.id));
  }
}
