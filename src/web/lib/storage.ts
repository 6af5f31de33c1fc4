import { THEME_STORAGE_KEY } from '../../shared/page-meta';

/**
 * The browser's local storage, or none in a server render (ADR 0056): a server has no visitor's
 * storage, and a process-wide one (Node's, where enabled) must never carry one visitor's entries
 * into another's page.
 */
const local = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

/** Local storage that never throws (private mode, quota, corrupt entries). */
export const storage = {
  get(key: string): string | null {
    try {
      return local()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      local()?.setItem(key, value);
    } catch {
      // storage unavailable: the feature degrades to memory only
    }
  },
  remove(key: string) {
    try {
      local()?.removeItem(key);
    } catch {
      // ignore
    }
  },
  getJson<T>(key: string): T | null {
    const raw = storage.get(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      storage.remove(key); // a corrupt entry is deleted (spec section 4)
      return null;
    }
  },
};

export const STORAGE_KEYS = {
  savedUser: 'wearwise.savedUser',
  onboardingCompleted: 'wearwise.onboardingCompleted',
  theme: THEME_STORAGE_KEY,
  adminToken: 'wearwise.adminToken',
  dailyOutfit: 'wearwise.dailyOutfit',
} as const;
