import { describe, expect, it } from 'vitest';
import { productMessage } from './product-message.ts';

describe(productMessage, () => {
  it('collapses every registration failure into the one message the product shows', () => {
    expect(
      productMessage({
        stage: 'registration',
        cause: 'reserved_mcp_prefix',
        message:
          "invalid hosted_mcp_extension_id id 'mcp-x': desired id must not include the reserved mcp- prefix",
      }),
    ).toBe('hosted MCP extension name is unavailable');
  });

  it('wraps a tools/list failure in the catalog preparation step', () => {
    expect(
      productMessage({
        stage: 'tools_list',
        cause: 'invalid_tool_name',
        message: 'mcp_invalid_tool_list: invalid_tool_name',
      }),
    ).toBe('hosted MCP catalog preparation failed: mcp_invalid_tool_list: invalid_tool_name');
  });

  it('shows the later stages as they are', () => {
    const safety = {
      stage: 'safety' as const,
      cause: 'rejected_by_safety_policy',
      message: 'hosted MCP catalog rejected by safety policy',
    };
    expect(productMessage(safety)).toBe(safety.message);
  });
});
