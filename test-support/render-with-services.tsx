import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createStartGuard } from '../app/document/start-guard.ts';
import { protocolText, templates } from '../app/evaluation/templates.ts';
import { ServicesContext } from '../app/hooks/services-context.ts';
import { createInProcessWorker } from '../app/services/in-process-worker.ts';
import type { WorkerLike } from '../app/services/latest-only-channel.ts';
import { type Services, startServices } from '../app/services/start-services.ts';
import { createPipelineSession } from '../app/worker/pipeline-session.ts';

/**
 * Test helper: the page's services over an in-process Worker, started the way main.tsx starts
 * them. With `held`, the Worker answers nothing until that promise settles; `wrap` sees each
 * Worker made, to hold back or watch what the page sends it.
 */
export function startTestServices({
  held,
  wrap = (worker) => worker,
}: {
  held?: Promise<void>;
  wrap?: (worker: WorkerLike) => WorkerLike;
} = {}): Services {
  const session = createPipelineSession(templates, protocolText);
  return startServices(window, {
    // Each test starts afresh: a marker left by another test's unanswered start must not hold this one.
    guard: createStartGuard(undefined),
    spawnWorker: () => wrap(createInProcessWorker(session.answers, held)),
  });
}

export function renderWithServices(ui: ReactElement, services: Services): RenderResult {
  return render(<ServicesContext value={services}>{ui}</ServicesContext>);
}
