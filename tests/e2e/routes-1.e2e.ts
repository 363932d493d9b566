import {describeRouteShard} from './support/routeChecks';

// The first half of the route suite (tests/e2e/support/routeChecks.ts).
describeRouteShard(0, 2);
