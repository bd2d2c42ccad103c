// Monaco's public API takes a model's text as one string; the builder it uses
// underneath takes it in pieces. Only what text-in-slices.ts uses is declared.
declare module 'monaco-editor/editor/common/model/pieceTreeTextBuffer/pieceTreeTextBufferBuilder.js' {
  /** What `createModel` accepts in place of a string (Monaco's ITextBufferFactory). */
  export interface TextBufferFactory {
    readonly __textBufferFactory: never;
  }
  export class PieceTreeTextBufferBuilder {
    acceptChunk(chunk: string): void;
    finish(normalizeEOL?: boolean): TextBufferFactory;
  }
}
