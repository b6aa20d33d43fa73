import { useEffect, useState } from 'react';
import type { IdeaFormValues } from '../lib/form-values';

/** Local copies of unsaved form input, one per idea id ('new' for the create form). */
export const AUTOSAVE_PREFIX = 'ideas:form-draft:';
export const AUTOSAVE_DELAY_MS = 1500;

export interface AutosavedForm {
  values: IdeaFormValues;
  savedAt: string;
  /** The idea version the text was based on (a later save with it gets 409 when stale). */
  version: number | null;
}

const keyFor = (ideaId: string | undefined) => `${AUTOSAVE_PREFIX}${ideaId ?? 'new'}`;

export function loadAutosave(ideaId: string | undefined): AutosavedForm | null {
  try {
    const raw = localStorage.getItem(keyFor(ideaId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as AutosavedForm;
    return parsed && typeof parsed === 'object' && parsed.values && typeof parsed.values.title === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function clearAutosave(ideaId: string | undefined) {
  try {
    localStorage.removeItem(keyFor(ideaId));
  } catch {
    // storage unavailable: nothing to clear
  }
}

/**
 * Writes the values to localStorage 1.5 s after the last change while `enabled` (the form has
 * unsaved changes). Returns when it last saved.
 */
export function useAutosave(ideaId: string | undefined, values: IdeaFormValues, enabled: boolean, version: number | null) {
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const serialized = JSON.stringify(values);
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => {
      const at = new Date().toISOString();
      try {
        localStorage.setItem(keyFor(ideaId), JSON.stringify({ values: JSON.parse(serialized), savedAt: at, version }));
        setSavedAt(at);
      } catch {
        // quota or privacy mode: the leave warning still protects the text
      }
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ideaId, serialized, enabled, version]);
  return savedAt;
}
