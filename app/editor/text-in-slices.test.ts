import fc from 'fast-check';
import { PieceTreeTextBufferBuilder } from 'monaco-editor/editor/common/model/pieceTreeTextBuffer/pieceTreeTextBufferBuilder.js';
import { describe, expect, it } from 'vitest';
import { type TextBufferFactory, textBufferInSlices } from './text-in-slices.ts';

/** What Monaco would hold: the lines, the line break and the byte-order mark of the built buffer. */
function held(factory: TextBufferFactory) {
  const { textBuffer } = (
    factory as unknown as {
      create(eol: number): {
        textBuffer: { getLinesContent(): string[]; getEOL(): string; getBOM(): string; getLength(): number };
      };
    }
  ).create(1);
  return {
    lines: textBuffer.getLinesContent(),
    eol: textBuffer.getEOL(),
    bom: textBuffer.getBOM(),
    length: textBuffer.getLength(),
  };
}

function whole(text: string) {
  const builder = new PieceTreeTextBufferBuilder();
  builder.acceptChunk(text);
  return held(builder.finish());
}

const noWait = () => Promise.resolve();
const piece = fc.constantFrom('a', '{"x": 1}', '\r', '\n', '\r\n', '😀', '\u2028', ' ', '\uFEFF', 'é');

describe(textBufferInSlices, () => {
  it('holds the same text as one piece would, wherever the slices fall', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { maxLength: 40 }),
        fc.integer({ min: 1, max: 7 }),
        async (pieces, sliceChars) => {
          const text = pieces.join('');
          const sliced = await textBufferInSlices(text, () => false, { sliceChars, yieldTask: noWait });
          expect(held(sliced!)).toEqual(whole(text));
        },
      ),
      // Cheap runs, and the builder's edge cases (a mark or a held-back character alone) are rare draws.
      { numRuns: 2000 },
    );
  });

  it("keeps what Monaco's builder drops when a piece is one held-back character or a mark alone", async () => {
    for (const text of ['\uFEFF\uFEFFx', '\r\r\n', 'a\r\uD83D\uDE00', '\uFEFF\r\n']) {
      const sliced = await textBufferInSlices(text, () => false, { sliceChars: 1, yieldTask: noWait });
      expect(held(sliced!)).toEqual(whole(text));
    }
  });

  it('yields between slices and stops when a newer text takes its place', async () => {
    let yields = 0;
    const counting = await textBufferInSlices('a'.repeat(10), () => false, {
      sliceChars: 3,
      yieldTask: async () => void yields++,
    });
    expect(held(counting!).lines).toEqual(['a'.repeat(10)]);
    expect(yields).toBe(4);
    let asked = 0;
    const dropped = await textBufferInSlices('a'.repeat(10), () => ++asked >= 3, {
      sliceChars: 3,
      yieldTask: noWait,
    });
    expect(dropped).toBeNull();
  });
});
