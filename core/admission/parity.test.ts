import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  admissionVectorsDir,
  listAdmissionVectors,
  readAdmissionVector,
} from '../../test-support/admission-vectors.ts';
import { compareReport } from '../../test-support/compare-report.ts';
import { admitHostedCatalog } from './admit-hosted-catalog.ts';

const DIR = admissionVectorsDir();
const files = listAdmissionVectors(DIR);
const MINIMUM = 150;

describe('admission parity with upstream', () => {
  it(`finds at least ${MINIMUM} vectors in ${DIR}`, () => {
    // A missing or moved folder must fail here rather than pass with nothing checked.
    expect(
      files.length,
      files.length === 0
        ? `no *.json.gz in ${DIR}: copy the upstream mcp-vectors there or set DISCLOSURE_SPEC_DIR`
        : `only ${files.length} vectors in ${DIR}`,
    ).toBeGreaterThanOrEqual(MINIMUM);
  });

  it.skipIf(files.length === 0).for(files.map((f) => relative(DIR, f)))('%s', (name) => {
    const vector = readAdmissionVector(join(DIR, name));
    const outcome = admitHostedCatalog(vector.input);
    if (!outcome.ok) expect.fail(`the input was refused: ${outcome.error}`);
    expect(compareReport(outcome.report, vector.expected)).toEqual([]);
  });
});
