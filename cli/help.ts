import { RELEVANCE_PRESETS, VARIANTS } from '../core/index.ts';

/** The help texts, one per command; `disclosure <command> --help` prints its own. */

export const MAIN_HELP = `Usage: disclosure <command> [arguments]

Runs IronClaw's progressive tool disclosure on scenario files (JSON; the
docs/scenario-format.md describes them) exactly as the playground does.

Commands:
  evaluate FILE...   print one JSON report per scenario (JSON Lines)
  render FILE        print the tool_search description the model reads
  link FILE          print the URL fragment that opens the scenario in the playground
  relevance [CORPUS] score tool_search on a judged corpus (recall, MRR, nDCG)
  admit FILE...      admit hosted MCP catalogs as IronClaw does; one report per line
  import FILE... --id NAME
                     turn MCP, OpenAI or Anthropic tools into a scenario
  report FILE [--against BASELINE]
                     a design review: summary, index, findings and changes
  export FILE --to anthropic|openai-responses|openai-chat
                     print the request body (tools array) that runtime takes
  explain FILE --tool NAME
                     why one tool is where it is: the playground's "Why?"
  plan FILE [--budget TOKENS | --max-tools N] [--min-recall X]
                     propose which tools to keep up front, defer or leave out,
                     with the figures of each plan (the playground's, not IronClaw's)
  import --config FILE | --url URL | -- COMMAND
                     read the catalog of a running MCP server (see import --help)
  serve [--config FILE]
                     the playground with the config's servers live in it

"-" as FILE reads standard input. "disclosure <command> --help" explains a command.

Options:
  --max-input-bytes N  refuse an input larger than N bytes (default 67108864,
                       64 MiB) before reading it
  --version            print the installed version and exit
`;

export const COMMAND_HELP: Record<string, string> = {
  export: `Usage: disclosure export FILE --to anthropic|openai-responses|openai-chat

Prints, as canonical JSON, a request body for that runtime whose "tools" array
holds the scenario's permitted tools: IronClaw's core, pinned and promoted
tools loaded, every other permitted tool deferred ("defer_loading": true,
with the runtime's search tool added). For openai-responses the tools of an
imported MCP server (capability ids mcp-<server>.…) form one namespace per
server. Chat Completions cannot defer: every tool is sent. Schemas are JSON
Schema objects; names follow the runtime's rule. Renamed tools, schema fixes
and broken caps or guidance are listed on standard error; a catalog over a
runtime's cap still exports. docs/runtimes.md gives the sources.

Exit status: 0 when exported (even over a cap); 2 when FILE cannot be read or
evaluated.
`,
  plan: `Usage: disclosure plan FILE [--runtime ironclaw|anthropic|openai]...
                      [--budget TOKENS | --max-tools N] [--min-recall X]
                      [--format md|json] [--apply]

Proposes the tool surface to ship: for each tool, keep it up front (IronClaw:
a profile pin; Anthropic and OpenAI: not deferred) or defer it, with tools to
leave out named as proposals and Findability's description fixes where a
deferred tool would be missed. Plans run from everything deferred to
everything up front; each plan's figures come from evaluating FILE with the
plan applied: tokens up front per runtime, judged recall@k and MRR of the
queries' "expect" (weighted by "weight"), expected input tokens per task
with search round trips under each runtime's cache rule, and broken caps.
docs/planning.md states the cost model; the output lists its assumptions.

The target: --budget TOKENS up front, --max-tools N loaded in full (each under
every --runtime, by default all three), or by default the fewest expected
tokens per task (the first --runtime's) at no less judged recall than FILE's
own design. --min-recall X (a share, 0 to 1) sets the recall a plan must
reach. The plan is the playground's proposal, not IronClaw's behaviour.

--format md (the default) prints Markdown; json prints the proposal as
canonical JSON. --apply prints the planned scenario instead (canonical JSON:
FILE with mode and pins set), the very text whose figures were shown.

Exit status: 0; 1 when no plan meets the target (the output says why); 2 when
FILE cannot be read or evaluated.
`,
  explain: `Usage: disclosure explain FILE --tool NAME [--query Q] [--format text|json]

Explains one tool of the scenario as the playground's "Why?" does, in the same
words: whether it is on the surface, its tier and the rule behind it, whether
the turn advertises it (with the figures the playground's header shows, and
the permitted catalog the caps are measured on), where it stands in the
tool_search index (and, when the index does not name it, the bytes to free or
the tools that come first), its schema against the search bound, its rank when
its own name is searched and, with --query, its rank for Q.

--format text (the default) prints one "Label: sentence" line per question;
json prints the explanation object as canonical JSON.

Exit status: 0; 1 when no definition has that name; 2 when the file cannot be
read or evaluated.
`,
  report: `Usage: disclosure report FILE [--against BASELINE] [--format md|json]
                         [--fail-on error|warning] [--base-url URL]

Reviews a scenario: mode, caps and policy; a summary (tools, namespaces, index
bytes against the budget, representatives listed, advertised tools and their
byte-derived token estimate, the saving against off); the index text; the
findings, each with an id, a severity (error, warning, info) and the tools it
concerns; and the share link. With --against, also the changes from BASELINE
to FILE: index bytes per section, representatives, tiers and advertised tools
added or removed, each query's results, and whether the tool_search
description and the tools array stay byte-identical (prompt-cache stability).

--format md (the default) prints Markdown for a design document; json prints
{summary, index_text, delta, findings} as canonical JSON. The link is a "#v..."
fragment unless --base-url gives the playground's address.

Exit status: 0; 1 with --fail-on when FILE has a finding at or above that
severity; 2 when a file cannot be read or evaluated.
`,
  evaluate: `Usage: disclosure evaluate FILE... | -

Evaluates each scenario and prints its report as one line of canonical JSON
(keys in byte order, numbers as written by upstream), in the order given.
A file that cannot be read, is not valid JSON or holds a scenario rejected as
a whole prints {"error":"<message>"} on its line instead.

Exit status: 0 when every scenario was evaluated, 2 otherwise.
`,
  render: `Usage: disclosure render FILE | -

Prints the scenario's tool_search description (the catalog index the model
reads), followed by a newline.

Exit status: 0 on success, 2 when the file cannot be read or evaluated.
`,
  link: `Usage: disclosure link FILE | -

Prints the URL fragment ("#v2/...") that opens the scenario in the playground:
the file's text, compressed. Append it to the playground's address.

Exit status: 0 on success, 2 when the file cannot be read or is not valid JSON.
`,
  relevance: `Usage: disclosure relevance [CORPUS | PRESET] [--json] [--worst N]
                            [--variant NAME[,NAME]]...

Ranks every intent of a judged corpus ({"tools": [...], "intents": [...]}, the
format of the upstream relevance corpus) with tool_search's own index at limit
10, and prints recall@1/5/10, MRR, nDCG@10 and no-match accuracy, then the N
worst queries (default 5). PRESET is one of the playground's relevance lab's:
${RELEVANCE_PRESETS.map((p) => p.id).join(', ')}
(the first is the default; github and real-servers are requests written for
the GitHub and 13-server presets, written, not measured).

--variant ranks the corpus again in the ranker lab under one or more changed
rules, joined by commas (${VARIANTS.join(', ')}), and prints
each variant's figures beside IronClaw's, with the queries it ranks better and
worse (N of each). No variant is IronClaw's behaviour. Repeat --variant for
more rows. --json prints one JSON object instead.

Exit status: 0 on success, 2 when the corpus cannot be read or is malformed.
`,
  admit: `Usage: disclosure admit FILE... | - [--explain]

Runs IronClaw's hosted MCP catalog admission on each admission input
({"registration_id": "...", "pages": [tools/list results], "manifest_max_tools"?,
"template"?}) and prints its report as one line of canonical JSON, in order:
extension_id, error ({stage, cause, message} or null), skipped tools, findings
(at most 16), findings_total, tools, definitions and provider_name_errors.
--explain adds "explain": why each tool was skipped and where each finding
matched (the text and its UTF-8 byte range).

A rejected catalog is a normal report. A file that cannot be read, is not JSON
or is not an admission input prints {"error":"<message>"} on its line.

Exit status: 0 when every file gave a report, 2 otherwise.
`,
  import: `Usage: disclosure import FILE... | - --id NAME [--id NAME...] [--format KIND]
       disclosure import --id NAME [--timeout S] -- COMMAND [ARG...]
       disclosure import --id NAME --url URL [--header "Name: value"]... [--timeout S]
       disclosure import --config FILE [--only NAME]... [--timeout S]

Reads tools in any of these formats and admits each server exactly as IronClaw
admits a hosted MCP server registered under NAME (tools become mcp-NAME.<tool>):
  mcp-tools-list-result   {"tools": [...], "nextCursor"?: ...}
  mcp-json-rpc-response   {"jsonrpc": "2.0", "id": ..., "result": {"tools": [...]}}
  mcp-pages               [tools/list result or JSON-RPC response, ...] in page order
  mcp-tools-array         [{"name", "description", "inputSchema", "annotations"?}, ...]
  admission-input         {"registration_id", "pages", ...} (carries its own id)
  multi-server            {"servers": {"<id>": <any of these>, ...}} or [admission inputs]
  openai-chat-tools       [{"type": "function", "function": {"name", "parameters", ...}}]
  openai-responses-tools  [{"type": "function", "name", "parameters", ...}]
  anthropic-tools         [{"name", "description", "input_schema", "defer_loading"?}]
A request body holding one of the arrays under "tools" is read too. --format
refuses anything but KIND. Servers without an id of their own take the --id
values in order.

Prints one scenario (canonical JSON) whose definitions are the admitted tools,
with every server's summary under "servers", a rejected one included (its
outcome, the rule it broke, its skipped tools). A rejected catalog adds no tool.
Standard error says what admission refused, skipped or flagged, as the findings
"disclosure report" gives, each with its causes (tool, field, text, rule, fix).
The browser's import writes the same scenario for the same catalog.

A running server is read instead of files: "-- COMMAND" starts it over stdio,
--url reaches it over Streamable HTTP (an older server over HTTP+SSE), --config
reads every server of an MCP client's config ("mcpServers" of Claude Desktop,
Cursor, Windsurf and Claude Code's .mcp.json, or "servers" of VS Code's
.vscode/mcp.json; \${env:VAR} and \${VAR} are expanded), each under its name;
--only picks some. Every tools/list page admission would read is read, then
imported exactly as a file of those pages is; each server's record under
"servers" adds "source": the transport, the server's name and version, the
protocol version and when it was read. Environment and header values and a
URL's credentials are never printed. --timeout gives each server S seconds
(default 30) to start, answer and list its tools; one that fails is named with
its cause and recorded with it, and the others are still imported.

Exit status: 0 when every server was admitted, 2 otherwise.
`,
  serve: `Usage: disclosure serve [--config FILE] [--port P] [--timeout S] [--open]

Serves the built playground (dist/, shipped in the package) on 127.0.0.1,
with the servers of FILE (an MCP client config, as "import --config" reads it)
behind the same origin: the Import dialog's "Live servers" lists them, imports
them, and re-imports a server when it announces that its tools changed, with
Compare set to the catalog before the change. Only this machine can reach it,
and only a page opened at the address printed, which carries a token made for
this run, can use the servers. --port defaults to 5180 (the next free port when
that one is taken); --timeout gives each server S seconds (default 30);
--open opens that address in the default browser.

Runs until interrupted (Ctrl+C), then stops the servers it started.
`,
};
