import {createNavigationFailures} from '../src/navigationFailure';
import {patchedChunkLoader, keepPageWhenOffline} from '../client/chunkLoader';

const offline = () =>
  createNavigationFailures(
    async () => false,
    () => undefined,
  );
const settled = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
  ]);

it('settles a loaded chunk only after the next task, once per load (chunk-tasks outermost)', async () => {
  const order: string[] = [];
  const nextTask = () => {
    order.push('task');
    return Promise.resolve();
  };
  const load = patchedChunkLoader(
    async (id) => (order.push(`load ${id}`), `chunk ${id}`),
    nextTask,
    () => null,
  );
  await expect(load(7)).resolves.toBe('chunk 7');
  expect(order).toEqual(['load 7', 'task']);
});

it('passes a failure outside a navigation on, without waiting for a task or asking the failures', async () => {
  const nextTask = jest.fn(() => Promise.resolve());
  const failures = offline();
  const onChunkFailure = jest.spyOn(failures, 'onChunkFailure');
  const load = keepPageWhenOffline(
    () => Promise.reject(new Error('ChunkLoadError')),
    () => null,
    failures,
  );
  await expect(patchedChunkLoader(load, nextTask, () => null)(1)).rejects.toThrow('ChunkLoadError');
  expect(onChunkFailure).not.toHaveBeenCalled();
  expect(nextTask).not.toHaveBeenCalled();
});

it('keeps the page (the load never settles) when a chunk fails during a navigation and the address does not answer', async () => {
  const failures = offline();
  const load = keepPageWhenOffline(
    () => Promise.reject(new Error('ChunkLoadError')),
    () => '/pl/docs/faq/',
    failures,
  );
  expect(await settled(load(1))).toBe('pending');
  expect(failures.get()).toMatchObject({target: '/pl/docs/faq/'});
});

it('lets Docusaurus reload when the address answers', async () => {
  const failures = createNavigationFailures(
    async () => true,
    () => undefined,
  );
  const load = keepPageWhenOffline(
    () => Promise.reject(new Error('ChunkLoadError')),
    () => '/pl/docs/faq/',
    failures,
  );
  expect(await settled(load(1))).toBe('rejected');
});
