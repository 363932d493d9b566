/** What went wrong when a page could not be shown, in terms a reader can act on. */
export interface LoadErrorInfo {
  /** A script chunk of the page could not be loaded (network, deploy in progress, time-out). */
  chunk: boolean;
  /** Chunk number from "Loading chunk N failed", when the bundler says it. */
  chunkId: string | null;
  /** The bundler's reason: missing file, time-out (120 s) or a network error. */
  reason: 'missing' | 'timeout' | 'error' | null;
}

const CHUNK_MESSAGE = /Loading (?:CSS )?chunk (\S+) failed/i;

/** Reads webpack's / Rspack's ChunkLoadError ("Loading chunk 12 failed. (timeout: …)"). */
export function describeLoadError(error: unknown): LoadErrorInfo {
  const {name = '', message = ''} = (error ?? {}) as {name?: string; message?: string};
  const match = CHUNK_MESSAGE.exec(message);
  const chunk = name === 'ChunkLoadError' || match !== null;
  if (!chunk) return {chunk: false, chunkId: null, reason: null};
  const reason = /\(missing/i.test(message) ? 'missing' : /\(timeout/i.test(message) ? 'timeout' : 'error';
  return {chunk, chunkId: match?.[1] ?? null, reason};
}
