import { createEvaluateAnswer, PAGE_CLOCK } from '../app/evaluation/evaluate-text.ts';
import type { Evaluation } from '../app/evaluation/evaluation-types.ts';
import { protocolText, templates } from '../app/evaluation/templates.ts';
import { createEditSession } from '../core/index.ts';

/** Test helper: the evaluate lane's answer for one text, as the pipeline Worker makes it, from an edit session of its own. */
export function evaluateOnce(text: string): Evaluation {
  return createEvaluateAnswer(protocolText)(createEditSession(templates, PAGE_CLOCK).load(text));
}
