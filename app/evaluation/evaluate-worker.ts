import { createEvaluationCache } from '../../core/index.ts';
import { encodeShareLink } from '../../core/share-link.ts';
import { evaluateText } from './evaluate-text.ts';
import { protocolText, templates } from './templates.ts';
import { packForTransfer } from './transfer.ts';
import type { WorkerReply, WorkerRequest } from './worker-protocol.ts';

// The core and the share-link deflate run here so typing in a 2,000-tool catalog never waits for either.
let lastText = '';
const cache = createEvaluationCache();

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  let reply: WorkerReply;
  if (request.kind === 'evaluate') {
    lastText = request.text;
    const evaluation = evaluateText(request.id, request.text, templates, protocolText, cache);
    reply = { kind: 'evaluation', evaluation: { ...evaluation, text: '' } };
  } else {
    reply = { kind: 'link', id: request.id, hash: encodeShareLink(lastText) };
  }
  self.postMessage(packForTransfer(reply));
};
