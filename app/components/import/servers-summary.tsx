import { isJsonObject, JsonNumber, type JsonObject, type JsonValue } from '../../../core/index.ts';

/**
 * The imported servers a scenario remembers under `servers`: id, outcome and counts,
 * so whoever opens a shared link sees where the catalog came from and what
 * admission dropped or flagged. The key is the person's text: read defensively.
 */
export function ServersSummary({ servers }: { servers: JsonValue | undefined }) {
  // mergeServerIntoScenario writes `servers: [{id, format, summary}]`.
  const entries = Array.isArray(servers) ? servers.filter(isJsonObject) : [];
  if (entries.length === 0) return null;
  return (
    <section aria-label="Imported servers" className="mt-1 text-xs">
      <h3 className="font-semibold">Imported servers</h3>
      <ul className="list-inside list-disc">
        {entries.map((entry, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the ids are the person's text and may repeat
          <li key={i}>{describeServer(entry)}</li>
        ))}
      </ul>
    </section>
  );
}

function describeServer(entry: JsonObject): string {
  const id = text(entry, 'id') || '(no id)';
  const summary = isJsonObject(entry.summary ?? null) ? (entry.summary as JsonObject) : {};
  const extension = text(summary, 'extension_id');
  const parts = [
    extension ? `${id} (${extension})` : id,
    text(summary, 'outcome'),
    text(entry, 'format') || text(summary, 'format'),
    counted(summary, 'published', 'published'),
    counted(summary, 'skipped', 'skipped') + skipCauses(summary.skip_causes),
    counted(summary, 'findings_total', 'findings') + severities(summary.findings),
    counted(summary, 'provider_name_errors', 'provider names too long'),
  ];
  return parts.filter((p) => p !== '').join(' · ');
}

function text(o: JsonObject, key: string): string {
  const v = o[key];
  return typeof v === 'string' ? v : '';
}

function counted(o: JsonObject, key: string, noun: string): string {
  const v = o[key];
  return v instanceof JsonNumber ? `${v.raw} ${noun}` : '';
}

function skipCauses(value: JsonValue | undefined): string {
  if (!isJsonObject(value)) return '';
  const causes = Object.keys(value).map((cause) => {
    const n = value[cause];
    return n instanceof JsonNumber ? `${n.raw} ${cause}` : cause;
  });
  return causes.length ? ` (${causes.join(', ')})` : '';
}

function severities(value: JsonValue | undefined): string {
  if (!Array.isArray(value) || value.length === 0) return '';
  const count = new Map<string, number>();
  for (const f of value)
    if (isJsonObject(f) && typeof f.severity === 'string')
      count.set(f.severity, (count.get(f.severity) ?? 0) + 1);
  const list = [...count].map(([severity, n]) => `${n} ${severity}`);
  return list.length ? ` (listed: ${list.join(', ')})` : '';
}
