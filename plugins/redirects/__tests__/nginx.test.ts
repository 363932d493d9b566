import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {generatedRedirectFiles} from '../generated';
import {nginxRedirects} from '../nginx';
import {redirectRules} from '../rules';

const committed = join(__dirname, '../../../deploy/nginx/redirects.conf');

it('renders each rule as exact 301 locations for all four spellings of its source', () => {
  const conf = nginxRedirects([{from: '/safety/', to: '/safety/rozszerzony-opis-bezpieczenstwa/'}], '/pl/docs/');
  for (const source of ['/pl/docs/safety/', '/pl/docs/safety', '/pl/docs/safety/index.html', '/pl/docs/safety.html']) {
    expect(conf).toContain(
      `location = ${source} { include docs/headers.conf; return 301 /pl/docs/safety/rozszerzony-opis-bezpieczenstwa/$is_args$args; }`,
    );
  }
});

it('deploy/nginx/redirects.conf matches plugins/redirects/rules.ts (else run `npm run generate`)', () => {
  const [file] = generatedRedirectFiles();
  expect(file.content).toBe(nginxRedirects(redirectRules, '/pl/docs/'));
  expect(readFileSync(committed, 'utf8') === file.content ? 'fresh' : `stale ${file.path}: run npm run generate`).toBe('fresh');
});
