import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey, emptyDraft, loadDraft, saveDraft } from './draft';

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
