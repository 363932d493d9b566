// The nginx launcher lives in scripts/nginx.mjs (shared with the compression benchmark).
import {startNginx as start} from '../../../scripts/nginx.mjs';

export interface RunningNginx {
  origin: string;
  /** Where the reader signals are logged. */
  eventsLog: string;
  stop: () => Promise<void>;
}

/**
 * nginx with the shipped deploy/nginx config on a free loopback port, serving `buildDir`;
 * `confFile` may rewrite a file of deploy/nginx by name (the API console's suite puts in the
 * proxy and the policy for its fake API).
 */
export function startNginx(buildDir?: string, confFile?: (name: string, text: string) => string): Promise<RunningNginx> {
  return start({buildDir, ...(confFile ? {confFile} : {})});
}
