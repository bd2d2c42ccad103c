import { protocolText, templates } from '../evaluation/templates.ts';
import type { LaneName } from './pipeline-lanes.ts';
import { createPipelineSession } from './pipeline-session.ts';
import { serveChannel } from './serve-channel.ts';

// The one Worker: the core, the share-link deflate and the discovery questions run
// here, so typing in a 2,000-tool catalog never waits for any of them.
const session = createPipelineSession(templates, protocolText);

serveChannel(self as never, (lane, body) => session.handle(lane as LaneName, body as never));
