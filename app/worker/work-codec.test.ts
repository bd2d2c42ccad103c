import { describe, expect, it } from 'vitest';
import { compressText, decompressText } from './work-codec.ts';

describe(compressText, () => {
  it('round-trips text across the slices it is inflated in, astral characters included', async () => {
    const slice = 1 << 20;
    // The pair 😀 starts on the last unit of the first MiB of text.
    const text = `${'a'.repeat(slice - 1)}😀 — ${'{"x": "é"}'.repeat(50_000)}`;
    const bytes = await compressText(text);
    expect(bytes.length).toBeLessThan(text.length / 10);
    expect(await decompressText(bytes)).toBe(text);
  });

  it('round-trips the empty text and refuses bytes that are not its own', async () => {
    expect(await decompressText(await compressText(''))).toBe('');
    await expect(decompressText(new Uint8Array([1, 2, 3, 4, 5]))).rejects.toThrow();
  });
});
