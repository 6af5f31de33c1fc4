/** Local storage that never throws (private mode, quota, corrupt entries). */
export const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // storage unavailable: the feature degrades to memory only
    }
  },
  remove(key: string) {
    try {
      localStorage.removeItem(key);
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
  theme: 'wearwise.theme',
  adminToken: 'wearwise.adminToken',
  dailyOutfit: 'wearwise.dailyOutfit',
} as const;
