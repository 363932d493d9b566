import {describeRouteShard} from './support/routeSuite';

// Shard 2 of 2 of the route suite (support/routeSuite.ts): every other built page.
describeRouteShard(1, 2);
