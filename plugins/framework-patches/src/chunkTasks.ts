/**
 * Each chunk the bundler loads hands its modules over in a task of its own.
 *
 * When a page starts, Docusaurus waits for the page's chunks (`preload` in core's client entry)
 * and then hydrates. The chunks are already there (the page's HTML lists them, see
 * entryScripts.ts), so every `import()` settled in a microtask of the task that evaluated main.js:
 * the page's own modules (the doc layout, the MDX content, the components it imports) ran in that
 * one task, the longest of the page's start. Here the loader's promise settles one task later, one
 * chunk per task, so the browser can paint and answer input in between. Later loads (navigation,
 * search, diagrams) take the same path: one task more is nothing next to a download.
 */

export type ChunkLoader = (chunkId: string | number) => Promise<unknown>;

/** Runs queued callbacks one per task (a message channel: no timer clamping, no delay). */
export function createTaskQueue(channel: MessageChannel = new MessageChannel()): () => Promise<void> {
  const waiting: (() => void)[] = [];
  channel.port1.onmessage = () => {
    waiting.shift()?.();
    if (waiting.length > 0) channel.port2.postMessage(null);
  };
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (waiting.length === 1) channel.port2.postMessage(null);
    });
}

/** The bundler's chunk loader, settling each load in a later task of its own. */
export function loadInOwnTask(load: ChunkLoader, nextTask: () => Promise<void>): ChunkLoader {
  return (chunkId) =>
    load(chunkId).then(async (value) => {
      await nextTask();
      return value;
    });
}
