import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

/** Canonical routes of the route map (../shared/spec/routes.txt), relative to the base path. */
export function specRoutes(): string[] {
  const candidates = [join(__dirname, '../../../../shared/spec/routes.txt'), join(process.cwd(), '../shared/spec/routes.txt')];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new Error('routes.txt not found: the spec folder ../shared/spec must sit beside the repository');
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('/'));
}

/** Routes of the map that the current build has (every one, once all pages exist). */
export function builtRoutes(buildDir = join(process.cwd(), 'build')): string[] {
  return specRoutes().filter((route) => existsSync(join(buildDir, route, 'index.html')));
}
