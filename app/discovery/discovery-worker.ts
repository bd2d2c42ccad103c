import { templates } from '../evaluation/templates.ts';
import type { DiscoveryMessage } from './discovery-protocol.ts';
import { createDiscoverySession } from './discovery-session.ts';

// A separate Worker from the evaluation one, so a search typed into a 1,000-tool
// catalog never waits behind a full report, nor the report behind the relevance lab.
const session = createDiscoverySession(templates);

self.onmessage = async (event: MessageEvent<DiscoveryMessage>) => {
  const reply = await session.handle(event.data);
  if (reply) self.postMessage(reply);
};
