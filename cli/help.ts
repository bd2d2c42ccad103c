/** The help texts, one per command; `disclosure <command> --help` prints its own. */

export const MAIN_HELP = `Usage: disclosure <command> [arguments]

Runs IronClaw's progressive tool disclosure on scenario files (JSON; the
README describes them) exactly as the playground does.

Commands:
  evaluate FILE...   print one JSON report per scenario (JSON Lines)
  render FILE        print the tool_search description the model reads
  link FILE          print the URL fragment that opens the scenario in the playground
  relevance [CORPUS] score tool_search on a judged corpus (recall, MRR, nDCG)

"-" as FILE reads standard input. "disclosure <command> --help" explains a command.

Options:
  --max-input-bytes N  refuse an input larger than N bytes (default 67108864,
                       64 MiB) before reading it
`;

export const COMMAND_HELP: Record<string, string> = {
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

Ranks every intent of a judged corpus ({"tools": [...], "intents": [...]}, the
format of the upstream relevance corpus) with tool_search's own index at limit
10, and prints recall@1/5/10, MRR, nDCG@10 and no-match accuracy, then the N
worst queries (default 5). PRESET is one of: upstream (the default),
scale-100, scale-500, scale-1000 (upstream's padded catalogs with the same
intents). --json prints one JSON object instead.

Exit status: 0 on success, 2 when the corpus cannot be read or is malformed.
`,
};
