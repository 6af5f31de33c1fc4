import { useCallback, useEffect, useState } from 'react';
import { loadDraft, saveDraft, type OnboardingDraft } from '../lib/draft';

/** The wizard's state, written to local storage on every change so a reload resumes it. */
export function useOnboardingDraft(userId: number, fullName: string, retake = false) {
  const [draft, setDraft] = useState<OnboardingDraft>(() => loadDraft(userId, fullName, retake));
  useEffect(() => {
    saveDraft(userId, draft);
  }, [userId, draft]);
  const update = useCallback((patch: Partial<OnboardingDraft>) => setDraft((d) => ({ ...d, ...patch })), []);
  return { draft, update };
}
