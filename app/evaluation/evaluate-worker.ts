import { evaluateText } from './evaluate-text.ts';
import { protocolText, templates } from './templates.ts';
import { packForTransfer } from './transfer.ts';
import type { EvaluationRequest } from './worker-protocol.ts';

// The core runs here so typing in a 2,000-tool catalog never waits for it.
self.onmessage = (event: MessageEvent<EvaluationRequest>) => {
  const { id, text } = event.data;
  self.postMessage(packForTransfer(evaluateText(id, text, templates, protocolText)));
};
