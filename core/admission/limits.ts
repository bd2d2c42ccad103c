/** The bounds of hosted MCP discovery (MCP-ADMISSION.md §2, constants table). */
export const ADMISSION_LIMITS = {
  maxNameBytes: 128,
  maxDescriptionBytes: 2048,
  maxTitleBytes: 2048,
  maxSchemaDepth: 32,
  maxSchemaNodes: 8192,
  maxSchemaStringBytes: 16384,
  maxTools: 1024,
  maxPages: 50,
  maxCatalogBytes: 16_777_216,
  maxCursorBytes: 4096,
  /** §1: the lifecycle package id, before trimming. */
  maxRegistrationIdBytes: 256,
  /** §1.3: an extension id is a name segment of at most 128 bytes. */
  maxExtensionIdBytes: 128,
  /** §4.1: a longer text is a finding by itself and is not scanned. */
  maxScanBytes: 65_536,
  /** §4.3: the report lists at most this many findings. */
  maxReportedFindings: 16,
  /** The manifest a user registration declares (§1, last paragraph). */
  userManifestMaxTools: 1024,
} as const;

/** §1: every hosted MCP extension id starts with this; a registration id must not. */
export const HOSTED_MCP_PREFIX = 'mcp-';
