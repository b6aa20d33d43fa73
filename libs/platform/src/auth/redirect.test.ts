import { describe, expect, it } from 'vitest';
import { redirectFromState, safeRedirectTarget, signInState } from './redirect';

describe('return targets', () => {
  it('keeps local paths (raw or URL-encoded) and refuses other origins', () => {
    expect(safeRedirectTarget('/app/ideas?x=1')).toBe('/app/ideas?x=1');
    expect(safeRedirectTarget('%2Fapp%2Fideas%3Fx%3D1')).toBe('/app/ideas?x=1');
    expect(safeRedirectTarget('https://evil.example')).toBe('/app');
    expect(safeRedirectTarget('//evil.example')).toBe('/app');
    expect(safeRedirectTarget('/auth/login')).toBe('/app');
    expect(safeRedirectTarget(null)).toBe('/app');
  });

  it('the state carries the URL-encoded target and gives it back', () => {
    const state = signInState('/app/ideas/42');
    expect(state.redirectTo).toBe('%2Fapp%2Fideas%2F42');
    expect(redirectFromState(state)).toBe('/app/ideas/42');
    expect(redirectFromState(undefined)).toBeNull();
  });
});
