// Compares two PNG screenshots with pixelmatch in a worker thread. Inside jest's module sandbox
// pngjs and pixelmatch run many times slower (bench/visual.md), so the visual suite hands the
// two images to this file, which node loads as it is, outside the sandbox.
import {parentPort, workerData} from 'node:worker_threads';
import pixelmatch from 'pixelmatch';
import {PNG} from 'pngjs';

const {expected, actual, threshold} = workerData;
const a = PNG.sync.read(Buffer.from(expected));
const b = PNG.sync.read(Buffer.from(actual));
if (a.width !== b.width || a.height !== b.height) {
  parentPort.postMessage({share: 1, size: `${a.width}×${a.height} → ${b.width}×${b.height}`});
} else {
  const diff = new PNG({width: a.width, height: a.height});
  const differing = pixelmatch(a.data, b.data, diff.data, a.width, a.height, {threshold});
  parentPort.postMessage({share: differing / (a.width * a.height), diff: differing > 0 ? PNG.sync.write(diff) : undefined});
}
