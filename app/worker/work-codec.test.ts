import { afterEach, describe, expect, it, vi } from 'vitest';
import { compressText, compressTextNatively } from './work-codec.ts';
import { decompressText } from './work-reader.ts';

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

describe(compressTextNatively, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const text = `${'{"name": "é😀", "n": 1}\n'.repeat(20_000)}end`;

  it("deflates by the platform's own stream into what decompressText reads", async () => {
    expect(typeof CompressionStream).toBe('function');
    const bytes = await compressTextNatively(text);
    expect(bytes.length).toBeLessThan(text.length / 10);
    expect(await decompressText(bytes)).toBe(text);
    expect(await decompressText(await compressTextNatively(''))).toBe('');
  });

  it('falls back to fflate without the stream, or with one that knows no raw deflate', async () => {
    vi.stubGlobal('CompressionStream', undefined);
    expect(await compressTextNatively(text)).toEqual(compressText(text));
    vi.stubGlobal(
      'CompressionStream',
      class {
        constructor(format: string) {
          throw new TypeError(`unsupported ${format}`);
        }
      },
    );
    expect(await compressTextNatively(text)).toEqual(compressText(text));
  });
});

describe(decompressText, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const text = `${'{"name": "é😀", "n": 1}\n'.repeat(20_000)}end`;

  it("reads by fflate, in slices, where the platform's stream is missing or knows no raw deflate", async () => {
    const bytes = compressText(text);
    vi.stubGlobal('DecompressionStream', undefined);
    expect(await decompressText(bytes)).toBe(text);
    await expect(decompressText(new Uint8Array([1, 2, 3, 4, 5]))).rejects.toThrow();
    vi.stubGlobal(
      'DecompressionStream',
      class {
        constructor(format: string) {
          throw new TypeError(`unsupported ${format}`);
        }
      },
    );
    expect(await decompressText(bytes)).toBe(text);
  });

  it('refuses inflated bytes that are not UTF-8, on either path', async () => {
    const notUtf8 = compressText('');
    const { deflateSync } = await import('fflate');
    const bad = deflateSync(new Uint8Array([0x61, 0xff, 0x62]));
    expect(notUtf8.length).toBeGreaterThan(0);
    await expect(decompressText(bad)).rejects.toThrow();
    vi.stubGlobal('DecompressionStream', undefined);
    await expect(decompressText(bad)).rejects.toThrow();
  });
});
