import { type Finding, finding, plural } from './finding.ts';
import type { ImportedServer } from './imported-servers.ts';
import type { ReviewSubject } from './review-subject.ts';

/**
 * What hosted MCP admission (MCP-ADMISSION.md) said about each imported server, as
 * the scenario's `servers` summaries remember it; the tools are the server's
 * definitions in the catalog.
 */
export function admissionFindings(subject: ReviewSubject): Finding[] {
  const out: Finding[] = [];
  for (const server of subject.servers) {
    const s = server.summary;
    if (s === null) continue;
    const tools = toolsOf(subject, server);
    if (s.outcome !== 'admitted') {
      out.push(
        finding(
          'admission_rejected',
          `Server ${server.id}'s catalog was refused at ${s.outcome}${s.message ? ` (${s.message})` : ''}, so none of its tools are offered.`,
        ),
      );
      continue;
    }
    if (s.skipped > 0) {
      const causes = Object.entries(s.skip_causes)
        .map(([cause, n]) => `${n} ${cause}`)
        .join(', ');
      out.push(
        finding(
          'admission_tools_skipped',
          `Admission skipped ${plural(s.skipped, 'tool')} of server ${server.id}${causes ? ` (${causes})` : ''} and published ${s.published}.`,
          tools,
        ),
      );
    }
    if (s.findings_total > 0) {
      const severities = [...new Set(s.findings.map((f) => f.severity))].join(', ');
      out.push(
        finding(
          'admission_safety_findings',
          `The safety scan reported ${plural(s.findings_total, 'finding')} on server ${server.id}${severities ? ` (${severities})` : ''}.`,
          tools,
        ),
      );
    }
    if (s.provider_name_errors > 0) {
      out.push(
        finding(
          'admission_provider_names',
          `Server ${server.id} has ${plural(s.provider_name_errors, 'tool')} whose provider name breaks the name rules, so the scenario rejects ${s.provider_name_errors === 1 ? 'it' : 'them'}.`,
          tools,
        ),
      );
    }
  }
  return out;
}

function toolsOf(subject: ReviewSubject, server: ImportedServer): string[] {
  const ext = server.summary?.extension_id;
  if (!ext) return [];
  return subject.turn.catalog
    .filter((e) => e.definition.capability_id.startsWith(`${ext}.`))
    .map((e) => e.definition.name);
}
