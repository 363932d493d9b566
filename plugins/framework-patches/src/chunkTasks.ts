/**
 * Each chunk the bundler loads hands its modules over in a task of its own (patch `chunk-tasks`,
 * PATCHES.md; applied in client/chunkLoader.ts). A page's chunks are already in its HTML, so
 * without this every `import()` settled inside main.js's task and the page's modules ran there.
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
