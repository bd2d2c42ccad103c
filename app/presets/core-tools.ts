import { defineTool, PARAM, type PlainDefinition } from './tool-factory.ts';

/**
 * The agent's own tools. They are core tier (DISCLOSURE.md §4), so they stay
 * advertised even when everything else is deferred; most presets start with them.
 */
export function buildCoreTools(): PlainDefinition[] {
  return [
    defineTool('builtin.read_file', 'Read a UTF-8 file from the workspace.', [
      PARAM.text('path', 'Workspace-relative path.'),
    ]),
    defineTool('builtin.write_file', 'Write a UTF-8 file in the workspace, replacing it.', [
      PARAM.text('path', 'Workspace-relative path.'),
      PARAM.text('content', 'The full new content.'),
    ]),
    defineTool('builtin.grep', 'Search files in the workspace with a regular expression.', [
      PARAM.text('pattern', 'Regular expression to look for.'),
      PARAM.text('path', 'Directory to search under.', false),
    ]),
    defineTool('builtin.shell', 'Run a shell command in the workspace sandbox.', [
      PARAM.text('command', 'The command line to run.'),
      { name: 'timeout_seconds', type: 'integer', description: 'Give up after this many seconds.' },
    ]),
    defineTool('builtin.http', 'Make an HTTP request to an allowed host.', [
      PARAM.text('url', 'Absolute URL.'),
      { name: 'method', type: 'string', description: 'HTTP method.', enum: ['GET', 'POST', 'PUT', 'DELETE'] },
    ]),
    defineTool('ironclaw.memory.search', 'Search the agent memory for notes relevant to a query.', [
      { ...PARAM.query('memory notes'), required: true },
    ]),
    defineTool('web-access.search', 'Search the web and return the top results.', [
      { ...PARAM.query('the web'), required: true },
    ]),
    defineTool('builtin.extension_search', 'Find integrations that can be installed for a service.', [
      { ...PARAM.query('the extension registry'), required: true },
    ]),
  ];
}
