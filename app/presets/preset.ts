/** A built-in scenario that teaches one thing; its text is generated when first opened. */
export interface Preset {
  id: string;
  title: string;
  /**
   * What to look at once it is open: here for the default preset, which the first page
   * shows; every other preset's is in later-lessons.ts (read through presetLesson).
   */
  lesson?: string;
  /** Asynchronous for a preset whose builder is a script of its own. */
  build: () => Record<string, unknown> | Promise<Record<string, unknown>>;
}
