import {createTaskQueue, loadInOwnTask} from '../src/chunkTasks';

it('settles loads that are ready together one per task, in order', async () => {
  const channel = new MessageChannel();
  const load = loadInOwnTask((chunkId) => Promise.resolve(`chunk ${chunkId}`), createTaskQueue(channel));
  const settled: string[] = [];
  const seenWhenEachSettled: string[][] = [];
  await Promise.all(
    ['a', 'b', 'c'].map((id) =>
      load(id).then((value) => {
        settled.push(String(value));
        // The microtasks of this task run before the next load settles: the module this chunk
        // brings runs alone in its task.
        queueMicrotask(() => seenWhenEachSettled.push([...settled]));
      }),
    ),
  );
  channel.port1.close();
  expect(settled).toEqual(['chunk a', 'chunk b', 'chunk c']);
  expect(seenWhenEachSettled).toEqual([['chunk a'], ['chunk a', 'chunk b'], ['chunk a', 'chunk b', 'chunk c']]);
});

it('settles nothing in the task that asked for the chunk, though the chunk is already there', async () => {
  const channel = new MessageChannel();
  const load = loadInOwnTask(() => Promise.resolve('ready'), createTaskQueue(channel));
  let settled = false;
  void load(1).then(() => (settled = true));
  // Every microtask of this task has run after this line.
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  expect(settled).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 10));
  channel.port1.close();
  expect(settled).toBe(true);
});

it('passes a failed load on unchanged, without waiting', async () => {
  const channel = new MessageChannel();
  const error = new Error('ChunkLoadError');
  const load = loadInOwnTask(() => Promise.reject(error), createTaskQueue(channel));
  await expect(load(7)).rejects.toBe(error);
  channel.port1.close();
});
