import {loadEngine} from './loadEngine';
import {answer, type Answer, type Question, type Reply, type Request} from './questions';

/**
 * Asks the engine off the page's thread: one worker per page view (client/search.worker.ts)
 * fetches the index, builds the engine and answers; the page only renders the answers. Where
 * no worker starts (no Worker, a policy that forbids it, its script failing to load), the same
 * questions are answered on the page's thread by an engine built in slices (client/loadEngine.ts),
 * with the same results.
 */
type Waiting = {request: Request; resolve: (value: unknown) => void; reject: (error: Error) => void};

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, Waiting>();

function onThePage({request, resolve, reject}: Waiting): void {
  loadEngine(request.indexUrl, {withReference: request.withReference}).then((engine) => resolve(answer(engine, request.question)), reject);
}

/** The worker, started on first use; null once it could not start (then every question stays on the page). */
function startedWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = typeof Worker === 'undefined' ? null : new Worker(new URL('./search.worker.ts', import.meta.url));
  } catch {
    worker = null;
  }
  worker?.addEventListener('message', (event: MessageEvent<Reply>) => {
    const reply = event.data;
    const entry = waiting.get(reply.id);
    if (!entry) return;
    waiting.delete(reply.id);
    if (reply.ok) entry.resolve(reply.answer);
    else entry.reject(new Error(reply.error));
  });
  // The worker's script did not load or run: what it was asked goes to the page's thread.
  worker?.addEventListener('error', () => {
    worker?.terminate();
    worker = null;
    const left = [...waiting.values()];
    waiting.clear();
    left.forEach(onThePage);
  });
  return worker;
}

export function ask<Q extends Question>(indexUrl: string, question: Q, {withReference = false} = {}): Promise<Answer<Q>> {
  return new Promise<unknown>((resolve, reject) => {
    const entry: Waiting = {request: {id: nextId++, indexUrl, withReference, question}, resolve, reject};
    const thread = startedWorker();
    if (!thread) return onThePage(entry);
    waiting.set(entry.request.id, entry);
    thread.postMessage(entry.request);
  }) as Promise<Answer<Q>>;
}
