import {describeRouteShard} from './support/routeSuite';

// Shard 1 of 2 of the route suite (support/routeSuite.ts): every other built page, and the sitemap check.
describeRouteShard(0, 2);
