// The name fields of onboarding and settings explain, as the person types, why a name cannot be saved.
import { describe, expect, it } from 'vitest';
import { nameError } from '../../../renderer/src/lib/validate';

describe('nameError', () => {
  it('accepts names in any script', () => {
    expect(nameError('Main account')).toBeNull();
    expect(nameError('Jörg 東京 🙂')).toBeNull();
  });
  it('asks for a name when it is empty or blank', () => {
    expect(nameError('   ')).toBe('Enter a name.');
  });
  it('refuses hidden, direction-changing and control characters with the reason', () => {
    for (const name of ['Bob\u202Egnp', 'Ali\u200Bce', 'tab\there', 'x\uD800']) {
      expect(nameError(name)).toBe('Names cannot contain hidden, direction-changing or control characters.');
    }
  });
});
