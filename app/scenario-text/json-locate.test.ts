import { describe, expect, it } from 'vitest';
import { createPositionMapper, jsonPath, locateJsonPaths } from './json-locate.ts';

const TEXT = '{\n  "a": [1, {"b": "x\\"}"}],\n  "c": {"d": null},\n  "c": 2\n}';

describe(locateJsonPaths, () => {
  it('finds nested values by path, stepping over escaped quotes and brackets in strings', () => {
    const found = locateJsonPaths(TEXT, [jsonPath('a', 1, 'b')]);
    const at = found.get(jsonPath('a', 1, 'b'))!;
    expect(TEXT.slice(at.start, at.end)).toBe('"x\\"}"');
    expect(TEXT.slice(at.keyStart!, at.start)).toBe('"b": ');
  });

  it('lists the members of a wanted object, the last duplicate included', () => {
    const root = locateJsonPaths(TEXT, [jsonPath()]).get(jsonPath())!;
    expect(root.members?.map((m) => m.key)).toEqual(['a', 'c', 'c']);
    const last = root.members![2]!;
    expect(TEXT.slice(last.valueStart, last.valueEnd)).toBe('2');
  });

  it('leaves out paths that do not exist', () => {
    expect(locateJsonPaths(TEXT, [jsonPath('a', 5), jsonPath('zz')]).size).toBe(0);
  });
});

describe(createPositionMapper, () => {
  it('gives 1-based lines and columns', () => {
    const position = createPositionMapper('ab\ncd\n\nef');
    expect(position(0)).toEqual({ line: 1, column: 1 });
    expect(position(4)).toEqual({ line: 2, column: 2 });
    expect(position(7)).toEqual({ line: 4, column: 1 });
  });
});
