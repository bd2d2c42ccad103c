/** How to reach one running MCP server, after a config's variables were expanded. */
export type LiveServerSpec = (
  | {
      id: string;
      transport: 'stdio';
      command: string;
      args: string[];
      /** Set for the server on top of the inherited environment. */
      env: Record<string, string>;
      cwd?: string;
      /** Hand the server this whole process's environment (the command-line form), not only the safe defaults. */
      inheritEnv?: boolean;
    }
  | { id: string; transport: 'http'; url: string; headers: Record<string, string> }
) & {
  /** What each of the config's `${…}` variables expanded to, wherever it was used: secrets of this connection (redaction.ts). */
  expanded?: string[];
};
