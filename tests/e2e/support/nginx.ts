// The nginx launcher lives in scripts/nginx.mjs (shared with the compression benchmark).
import {startNginx as start} from '../../../scripts/nginx.mjs';

export interface RunningNginx {
  origin: string;
  /** Where the reader signals are logged. */
  eventsLog: string;
  stop: () => Promise<void>;
}

/** nginx with the shipped deploy/nginx config on a free loopback port, serving `buildDir`. */
export function startNginx(buildDir?: string): Promise<RunningNginx> {
  return start({buildDir});
}
