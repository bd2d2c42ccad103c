import { utf8Length } from '../text/utf8-length.ts';
import type { PublishedTool } from './classify-tool.ts';
import { ADMISSION_LIMITS } from './limits.ts';
import { findLiteralMatches, type TextMatch } from './literal-patterns.ts';
import { findRegexMatches } from './regex-patterns.ts';
import { scannedTexts } from './scanned-texts.ts';
import type { Finding, FindingExplanation, ScanField, Severity } from './types.ts';

interface SafetyResult {
  /** §4.3: any high or critical finding rejects the catalog, counted over all findings. */
  rejected: boolean;
  /** The first 16 findings in set order. */
  findings: Finding[];
  total: number;
  explain: FindingExplanation[];
}

const SEVERITY_RANK: Record<Severity, number> = { low: 0, medium: 1, high: 2, critical: 3 };
const FIELD_RANK: Record<ScanField, number> = {
  tool_name: 0,
  tool_description: 1,
  tool_annotation: 2,
  schema_key: 3,
  schema_string: 4,
};
const { maxScanBytes, maxReportedFindings } = ADMISSION_LIMITS;

/** Scans one text with both scanners (§4.2); an over-long text is a finding of its own (§4.1). */
function scanText(text: string): TextMatch[] {
  if (utf8Length(text) > maxScanBytes)
    return [{ pattern: `text over ${maxScanBytes} bytes`, severity: 'high', start: -1, end: -1 }];
  return [...findLiteralMatches(text), ...findRegexMatches(text)];
}

/**
 * §4.3: in descriptions and schema strings `user:` and `assistant:` are only
 * medium; everywhere else they stay high. `system:` is never lowered.
 */
function remapSeverity(field: ScanField, match: TextMatch): Severity {
  const lowered = field === 'tool_description' || field === 'schema_string';
  const pattern = match.pattern.toLowerCase();
  return lowered && (pattern === 'user:' || pattern === 'assistant:') ? 'medium' : match.severity;
}

/**
 * §4: scan the whole catalog. Findings form one set ordered by severity, field
 * and byte offset, so equal findings from two tools collapse; the decision uses
 * every finding while the report keeps the first 16, lowest severities first.
 */
export function scanCatalog(tools: PublishedTool[]): SafetyResult {
  const byKey = new Map<string, FindingExplanation>();
  for (const scanned of scannedTexts(tools)) {
    for (const match of scanText(scanned.text)) {
      const overLong = match.start < 0;
      const location = overLong ? maxScanBytes : utf8Length(scanned.text.slice(0, match.start));
      const severity = remapSeverity(scanned.field, match);
      const key = `${severity}|${scanned.field}|${location}`;
      let entry = byKey.get(key);
      if (entry === undefined) {
        entry = {
          severity,
          field: scanned.field,
          location,
          pattern: match.pattern,
          reported: false,
          occurrences: [],
        };
        byKey.set(key, entry);
      }
      const matched = overLong ? '' : scanned.text.slice(match.start, match.end);
      entry.occurrences.push({
        tool_index: scanned.toolIndex,
        tool: scanned.tool,
        field: scanned.field,
        pattern: match.pattern,
        path: scanned.path,
        text: scanned.text,
        start: location,
        end: location + utf8Length(matched),
        matched,
      });
    }
  }
  const all = [...byKey.values()].sort(
    (a, b) =>
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      FIELD_RANK[a.field] - FIELD_RANK[b.field] ||
      a.location - b.location,
  );
  all.forEach((finding, i) => {
    finding.reported = i < maxReportedFindings;
  });
  return {
    rejected: all.some((f) => SEVERITY_RANK[f.severity] >= SEVERITY_RANK.high),
    findings: all
      .slice(0, maxReportedFindings)
      .map(({ severity, field, location }) => ({ severity, field, location })),
    total: all.length,
    explain: all,
  };
}
