import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {pageRouteOf, siteRoutes} from '../e2e/support/routes';
import {loadDocs} from './docSources';

const routeMap = readFileSync(join(__dirname, 'routeMap.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/'));

describe('route map', () => {
  it('derives page routes as the pages plugin does', () => {
    expect(pageRouteOf('index.tsx')).toBe('/');
    expect(pageRouteOf('narzedzia/index.mdx')).toBe('/narzedzia/');
    expect(pageRouteOf('kontakt.tsx')).toBe('/kontakt/');
    expect(pageRouteOf('index.module.css')).toBeNull();
    expect(pageRouteOf('_partial.mdx')).toBeNull();
  });

  it('lists one route per page of docs/ and src/pages, each once', () => {
    const routes = siteRoutes();
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toContain('/');
    expect(loadDocs().filter((doc) => !routes.includes(doc.route))).toEqual([]);
  });

  it('keeps every route the platform has published', () => {
    const routes = new Set(siteRoutes());
    expect(routeMap.length).toBeGreaterThan(100);
    expect(routeMap.filter((route) => !routes.has(route))).toEqual([]);
  });
});
