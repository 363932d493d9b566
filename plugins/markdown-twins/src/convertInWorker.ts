import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {TwinJob} from './pages';
import {PLUGIN_NAME} from './types';

const WORKER_FILE = path.join(__dirname, '..', 'worker.cjs');

/**
 * `renderTwins(job)` run in a worker thread: the Markdown of every page, in the order of
 * `job.pages`. A page that cannot be converted rejects with the converter's message (file, line,
 * component), as the build shows it.
 */
export function convertInWorker(job: TwinJob): Promise<string[]> {
  return new Promise((resolve, reject) => {
    // Not unref'd: while postBuild awaits the answer, the worker may be all that keeps the process
    // alive (the CLI exits at once on a failed build).
    const worker = new Worker(WORKER_FILE, {workerData: job});
    worker.once('message', (result: {markdown?: string[]; error?: string}) => {
      void worker.terminate();
      if (result.markdown) resolve(result.markdown);
      else reject(new Error(result.error ?? `[${PLUGIN_NAME}] the conversion worker answered nothing`));
    });
    worker.once('error', (error) => reject(new Error(`[${PLUGIN_NAME}] the conversion worker failed: ${error.message}`)));
    worker.once('exit', (code) => reject(new Error(`[${PLUGIN_NAME}] the conversion worker stopped (exit ${code}) before answering`)));
  });
}
