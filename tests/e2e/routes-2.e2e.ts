import {describeRouteShard} from './support/routeChecks';

// The second half of the route suite (tests/e2e/support/routeChecks.ts).
describeRouteShard(1, 2);
