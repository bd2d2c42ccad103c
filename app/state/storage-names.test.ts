import { describe, expect, it } from 'vitest';
import { STORAGE_PREFIX, storageName } from './storage-names.ts';
import { STORAGE_KEY } from './store.ts';

describe(storageName, () => {
  it('names every record under the one prefix, which stored work from earlier versions still carries', () => {
    // Renaming the prefix would orphan what people have kept: the literal is pinned here.
    expect(STORAGE_PREFIX).toBe('ironclaw-disclosure-playground');
    expect(storageName('starting')).toBe('ironclaw-disclosure-playground:starting');
    expect(STORAGE_KEY).toBe(STORAGE_PREFIX);
  });
});
