import {buildsAndRoutes} from '../buildArgs.mjs';

it('reads labelled build folders before -- and routes after it', () => {
  expect(buildsAndRoutes(['before=/tmp/a', 'after=/tmp/b', '--', '/x/', '/y/'])).toEqual({
    builds: [
      {label: 'before', dir: '/tmp/a'},
      {label: 'after', dir: '/tmp/b'},
    ],
    routes: ['/x/', '/y/'],
  });
  expect(buildsAndRoutes(['before=/tmp/a'])).toEqual({builds: [], routes: []});
});
