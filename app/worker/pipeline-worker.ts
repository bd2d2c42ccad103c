import { protocolText, templates } from '../evaluation/templates.ts';
import { DEFAULT_PRESET_ID, presetText } from '../presets/presets.ts';
import { BOOT_WORKER_NAME } from './lanes.ts';
import { createPipelineSession } from './pipeline-session.ts';
import { serveChannel } from './serve-channel.ts';

// The one Worker: the core, the share-link deflate and the discovery questions run
// here, so typing in a 2,000-tool catalog never waits for any of them.
const session = createPipelineSession(templates, protocolText);

serveChannel(self as unknown as Worker, session.answers);

// Started with the page, before the page knows its text: the first page's text is the likeliest.
if (self.name === BOOT_WORKER_NAME) {
  session.evaluateAhead(presetText(DEFAULT_PRESET_ID));
  // After whatever the page has asked by then: a request already waiting goes first.
  setTimeout(() => session.rehearseEdit(presetText(DEFAULT_PRESET_ID)), 0);
}
