import { LIST_LINE, suits, sentencesOf, type TipFilters } from './answer-shape';
import type { KnowledgeBase } from './knowledge';
import { terms } from './text';

/**
 * The local stylist's answer to a clothing question no closet builder covers ('do you button the
 * last button of a suit jacket?', 'what jewellery with a V-neck?'). Issue 23 forbids the old way, a
 * whole article chosen because it shares a word with the question: that answered 'how do I get
 * grass out of chinos' with a text about trousers. Here the unit is one point of advice (a list
 * line or a sentence), and a point may answer only when it speaks of the request's subject (the
 * piece, fabric, occasion or activity named) and of what is asked about it (the other content
 * words). A question no point covers gets no borrowed text.
 */

export interface PointRequest {
  message: string;
  /** What the request is about, as the parser read it: the pieces named, else the fabric, occasion, activity or fit area. */
  subjects: readonly string[];
  /** Further things named (a fabric beside a piece): they add to a point's score but a point need not speak of them. */
  also?: readonly string[];
}

export interface PointAnswer {
  points: string[];
  /** The subject words the chosen points speak of, for naming the owned pieces they apply to. */
  topicIds: string[];
}

interface Point {
  text: string;
  topic: number;
  words: Set<string>;
}

/** Words that say a question is being asked, not what it is about. */
const GENERIC = new Set(
  (
    'wear wearing worn look looking good best better bad right wrong fine okay way thing things idea ideas tip tips advice rule rules ' +
    'outfit outfits style styling clothe clothes clothing piece pieces item items something anything normal usual still ever always ' +
    'actually really maybe kind sort lot much many one two people person guy girl man woman someone anyone everyone time day work ' +
    'out up off get make put take keep use go come' +
    ' what how where who that there whats hows wheres whos thats theres youre ill id ive isnt doesnt dont cant wont shouldnt wouldnt'
  ).split(' '),
);

/** Whether two stemmed words are one word in two forms ('button'/'buttoning', 'tall'/'taller'; not 'gold'/'golden'). */
function sameForm(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 3 || b.length < 3) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (!long.startsWith(short.replace(/e$/, ''))) return false;
  const rest = long.slice(short.replace(/e$/, '').length);
  return /^(.?(s|es|ed|ing|er|est|y|d)|e)$/.test(rest) && (rest.length < 2 || !/^(.)\1/.test(rest) || rest[0] === short.at(-1));
}

export class KnowledgePoints {
  private readonly points: Point[] = [];
  private readonly topicWords: Set<string>[];
  private readonly titleWords: Set<string>[];
  private readonly df = new Map<string, number>();
  /** Each topic's first sentence, which names what it is about ('The trends worth your money this spring…'). */
  private readonly openings: string[] = [];

  constructor(
    private readonly kb: KnowledgeBase,
    render: (body: string) => string,
  ) {
    this.topicWords = kb.topics.map((t) => new Set([...terms(t.title), ...t.keywords.flat(), ...t.pieces]));
    // What a topic is about as a whole: its title's words and its one-word keywords ('petite', 'trending').
    this.titleWords = kb.topics.map((t) => new Set([...terms(t.title), ...t.keywords.filter((k) => k.length === 1).flat()]));
    kb.topics.forEach((topic, i) => {
      const body = render(topic.body);
      this.openings[i] = (sentencesOf(body.split('\n')[0] ?? '')[0] ?? '').replace(/:\s*$/, '.');
      for (const line of body.split('\n')) {
        const parts = LIST_LINE.test(line) ? [line.replace(LIST_LINE, '').trim()] : sentencesOf(line);
        for (const text of parts) {
          if (!text || /:\s*$/.test(text)) continue;
          const words = new Set(terms(text));
          this.points.push({ text: /[.!?]$/.test(text) ? text : `${text}.`, topic: i, words });
          for (const w of words) this.df.set(w, (this.df.get(w) ?? 0) + 1);
        }
      }
    });
  }

  /** A word's rarity among the points, its inflections counted together; 0 when no point or title uses it at all. */
  private weigh(word: string): { idf: number; known: boolean } {
    let n = 0;
    for (const [w, count] of this.df) if (sameForm(w, word)) n += count;
    return { idf: Math.log((1 + this.points.length) / (1 + n)) + 1, known: n > 0 || this.titleWords.some((t) => this.has(t, word)) };
  }

  private has(words: Set<string>, word: string): boolean {
    for (const w of words) if (sameForm(w, word)) return true;
    return false;
  }

  /** The points that answer the request, best first (at most three); null when none speaks to both its subject and its question. */
  answer(request: PointRequest, filters: TipFilters, max = 3): PointAnswer | null {
    const subjects = [...new Set(request.subjects.flatMap((s) => terms(s)))];
    const also = [...new Set((request.also ?? []).flatMap((s) => terms(s)))].filter((w) => !subjects.includes(w));
    const said = terms(request.message);
    const asked = [...new Set(said)].filter((w) => !GENERIC.has(w) && ![...subjects, ...also].some((s) => sameForm(s, w)) && !/^\d/.test(w));
    // A word said twice ('tuck it in or leave it untucked?') is what the question turns on.
    const times = (w: string) => said.filter((x) => x === w).length;
    if (subjects.length === 0 && asked.length === 0) return null;
    // Each word weighed once per question, not once per point: the vocabulary scan is the costly part.
    const weights = new Map([...subjects, ...also, ...asked].map((w) => [w, this.weigh(w)]));
    const idf = (w: string) => weights.get(w)!.idf;
    // Words the advice never uses ('idiot', 'retriever') cannot be answered by it and do not count against a point.
    const known = asked.filter((w) => weights.get(w)!.known);
    const askedWeight = known.reduce((n, w) => n + idf(w), 0);
    const scored = this.points
      .map((p, index) => {
        const title = this.titleWords[p.topic]!;
        // A point is about the subject when it names it, or when its whole topic is about it (a 'Blazers' topic).
        const subjectIn = subjects.filter((s) => this.has(p.words, s));
        const subjectByTopic = subjects.filter((s) => !this.has(p.words, s) && (this.has(title, s) || this.has(this.topicWords[p.topic]!, s)));
        const askedIn = asked.filter((w) => this.has(p.words, w) || this.has(title, w));
        // A fair share of what is asked, of the words the advice knows at all, must be in the point.
        if (known.length > 0 ? askedIn.reduce((n, w) => n + idf(w), 0) < 0.25 * askedWeight : asked.length > 0) return null;
        // A rule's own topic speaks for any piece ('tucked or untucked with chinos?' is the tucking rule): what is asked is then in the point and its topic's name.
        const ruleTopic = askedIn.some((w) => this.has(p.words, w) && this.has(title, w));
        if (subjects.length > 0 && subjectIn.length + subjectByTopic.length === 0 && !ruleTopic) return null;
        const score =
          askedIn.reduce((n, w) => n + times(w) * idf(w), 0) +
          0.5 * also.filter((w) => this.has(p.words, w)).reduce((n, w) => n + idf(w), 0) +
          0.5 * subjectIn.reduce((n, w) => n + idf(w), 0) +
          0.2 * subjectByTopic.reduce((n, w) => n + idf(w), 0);
        return { p, score, index };
      })
      .filter((x): x is { p: Point; score: number; index: number } => x !== null && x.p.text.length <= 260 && suits(x.p.text, filters))
      .sort((a, b) => b.score - a.score || a.index - b.index);
    const best = scored[0];
    if (!best) return null;
    // The best point's topic leads, in its own order; other topics only when they speak as strongly.
    const chosen = scored
      .filter((x) => x.score >= best.score * 0.8)
      .sort((a, b) => Number(b.p.topic === best.p.topic) - Number(a.p.topic === best.p.topic) || b.score - a.score || a.index - b.index)
      .slice(0, max);
    // Points chosen for their topic's subject, not their own words, open with the topic's first line, which names it.
    const byTopicOnly = asked.length > 0 && !asked.some((w) => this.has(best.p.words, w));
    const opening = byTopicOnly ? this.openings[best.p.topic] : undefined;
    const texts = chosen.map((x) => x.p.text);
    if (opening && !texts.includes(opening)) texts.splice(0, texts.length, opening, ...texts.slice(0, max - 1));
    return { points: texts, topicIds: [...new Set(chosen.map((x) => this.kb.topics[x.p.topic]!.id))] };
  }
}
