/** A built-in scenario that teaches one thing; its text is generated when first opened. */
export interface Preset {
  id: string;
  title: string;
  /** What to look at once it is open. */
  lesson: string;
  build: () => Record<string, unknown>;
}
