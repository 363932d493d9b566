#!/usr/bin/env node
// Runs npm scripts side by side and fails if any of them fails: `node scripts/run-parallel.mjs
// typecheck lint`. The type check and the linters each keep one core busy, so on the two-core CI
// machine the pair takes about as long as the longer of the two. Each script's output is printed
// whole once it ends (not interleaved), followed by how it ended and how long it took.
import {spawn} from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script>...');
  process.exit(2);
}

function run(script) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], {stdio: ['ignore', 'pipe', 'pipe']});
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error}\n`)));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> npm run ${script}\n`);
      process.stdout.write(Buffer.concat(output));
      const ok = code === 0;
      console.log(`${ok ? 'passed' : 'FAILED'}: npm run ${script} (${seconds} s${ok ? '' : `, ${signal ?? `exit code ${code}`}`})`);
      done(ok);
    });
  });
}

const results = await Promise.all(scripts.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
