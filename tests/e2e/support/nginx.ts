// The nginx launcher lives in scripts/nginx.mjs (shared with the compression benchmark).
import {startNginx as start} from '../../../scripts/nginx.mjs';

export interface RunningNginx {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * nginx with the shipped deploy/nginx config on a free loopback port, serving `buildDir`;
 * `siteConf` may rewrite docs.conf (the API proxy suite puts in the proxy for its fake API).
 */
export function startNginx(buildDir?: string, siteConf?: (text: string) => string): Promise<RunningNginx> {
  return start({buildDir, ...(siteConf ? {siteConf} : {})});
}
