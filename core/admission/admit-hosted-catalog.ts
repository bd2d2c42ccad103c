import type { JsonValue } from '../json/json-value.ts';
import { mapCapabilities } from './capabilities.ts';
import type { PublishedTool } from './classify-tool.ts';
import { discoverTools } from './discover-tools.ts';
import { deriveExtensionId } from './extension-id.ts';
import { readAdmissionInput } from './read-admission-input.ts';
import { scanCatalog } from './safety-scan.ts';
import type { AdmissionError, AdmissionOutcome, AdmissionReport, PublishedToolReport } from './types.ts';

/**
 * Runs the whole hosted MCP admission pipeline (MCP-ADMISSION.md §1–§5) on an
 * admission input and returns the report of §6 plus `explain`. `{ok: false}`
 * only when the value is not an admission input at all; a rejected catalog is a
 * normal report with `error` set. The first failing stage ends the pipeline.
 */
export function admitHostedCatalog(value: JsonValue): AdmissionOutcome {
  const read = readAdmissionInput(value);
  if (!read.ok) return read;
  const { registrationId, pages, manifestMaxTools, template } = read.input;
  const report: AdmissionReport = {
    extension_id: null,
    error: null,
    skipped: [],
    findings: [],
    findings_total: 0,
    tools: [],
    definitions: [],
    provider_name_errors: [],
    explain: { skipped: [], cuts: [], findings: [], error: null, notes: [] },
  };
  const done = (error: AdmissionError | null): AdmissionOutcome => {
    report.error = error;
    return { ok: true, report };
  };

  const extension = deriveExtensionId(registrationId);
  if (!extension.ok) return done(extension.error);
  const extensionId = extension.extensionId;
  report.extension_id = extensionId;

  const discovery = discoverTools(pages, manifestMaxTools);
  report.skipped = discovery.skipped.map(({ page, index, cause }) => ({ page, index, cause }));
  report.explain.skipped = discovery.skipped;
  report.explain.notes = discovery.notes;
  if (discovery.tools === null) {
    report.explain.error = discovery.explain;
    const cause = discovery.cause!;
    return done({ stage: 'tools_list', cause, message: `mcp_invalid_tool_list: ${cause}` });
  }
  const tools = discovery.tools;
  if (tools.length === 0) {
    return done({
      stage: 'empty',
      cause: 'no_discoverable_tools',
      message: `hosted MCP provider ${extensionId} returned no discoverable tools`,
    });
  }
  // §6: the published tools are listed once discovery succeeded, whatever happens next.
  report.tools = tools.map(toolReport);
  report.explain.cuts = tools.flatMap((t, i) =>
    t.cuts.map((cut) => ({ ...cut, tool_index: i, tool: t.name })),
  );

  const safety = scanCatalog(tools);
  report.findings = safety.findings;
  report.findings_total = safety.total;
  report.explain.findings = safety.explain;
  if (safety.rejected) {
    return done({
      stage: 'safety',
      cause: 'rejected_by_safety_policy',
      message: 'hosted MCP catalog rejected by safety policy',
    });
  }

  const capabilities = mapCapabilities(extensionId, tools, template);
  if (!capabilities.ok) {
    report.explain.error = {
      page: null,
      index: capabilities.index,
      rule: capabilities.cause,
      detail: `published tool ${capabilities.index} (${tools[capabilities.index]!.name})`,
    };
    return done({ stage: 'capability', cause: capabilities.cause, message: capabilities.message });
  }
  report.definitions = capabilities.definitions;
  report.provider_name_errors = capabilities.providerNameErrors;
  return done(null);
}

function toolReport(tool: PublishedTool): PublishedToolReport {
  return { name: tool.name, description: tool.description, annotations: tool.annotations };
}
