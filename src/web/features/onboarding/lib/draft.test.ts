import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatFromTexted, draftKey, emptyDraft, loadDraft, saveDraft, TEXTED_INTRO } from './draft';

/** A memory local storage, as the browser's. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

describe('the onboarding draft, whole or a retaken style chat', () => {
  beforeEach(() => vi.stubGlobal('window', { localStorage: memoryStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it('a retake starts at the style chat with a fresh conversation, never resuming a whole wizard', () => {
    saveDraft(7, { ...emptyDraft('Maya'), step: 3, chat: [{ role: 'user', content: 'from the wizard' }] });
    const retake = loadDraft(7, 'Maya', true);
    expect(retake).toMatchObject({ step: 4, retake: true, chat: [], style: null });
  });

  it('a retake resumes its own conversation after a reload, still at the style chat', () => {
    saveDraft(7, { ...loadDraft(7, 'Maya', true), step: 2, chat: [{ role: 'user', content: 'Linen and denim' }] });
    expect(loadDraft(7, 'Maya', true)).toMatchObject({ step: 4, retake: true, chat: [{ role: 'user', content: 'Linen and denim' }] });
  });

  it('the whole wizard does not resume a retake, and resumes its own draft', () => {
    saveDraft(7, { ...loadDraft(7, 'Maya', true), chat: [{ role: 'user', content: 'retake answer' }] });
    expect(loadDraft(7, 'Maya')).toEqual(emptyDraft('Maya'));
    saveDraft(7, { ...emptyDraft('Maya'), step: 3 });
    expect(loadDraft(7, 'Maya').step).toBe(3);
    expect(window.localStorage.getItem(draftKey(7))).toContain('"step":3');
  });
});

describe('the style chat from the answers already texted (issue 40.5)', () => {
  const questions = ['Q1?', 'Q2?', 'Q3?', 'Q4?', 'Q5?'];
  it('puts each texted answer after its question, so the chat asks the next one', () => {
    expect(chatFromTexted(['Minimalist', ''], questions)).toEqual([
      { role: 'assistant', content: TEXTED_INTRO },
      { role: 'assistant', content: 'Q1?' },
      { role: 'user', content: 'Minimalist' },
      { role: 'assistant', content: 'Q2?' },
      { role: 'user', content: 'Skip' },
    ]);
  });
  it('starts from scratch with nothing texted, and never takes more answers than questions', () => {
    expect(chatFromTexted([], questions)).toEqual([]);
    expect(chatFromTexted(['a', 'b', 'c', 'd', 'e', 'f'], questions).filter((m) => m.role === 'user')).toHaveLength(5);
  });
});
