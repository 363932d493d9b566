// The twins' conversion in a worker thread (src/convertInWorker.ts): parsing every page's MDX is
// the longest step of the plugin, and in a thread of its own it runs while Rspack bundles. The
// TypeScript sources are loaded as Docusaurus loads plugins (jiti).
const {parentPort, workerData} = require('node:worker_threads');
const jiti = require('jiti')(__filename, {interopDefault: true});

jiti('./src/pages.ts')
  .renderTwins(workerData)
  .then(
    (markdown) => parentPort.postMessage({markdown}),
    (error) => parentPort.postMessage({error: error instanceof Error ? error.message : String(error)}),
  );
