import type {StoredDiagram} from '../src/stored';

/**
 * The browser's `@diagrams/server-drawings` (see ../index.ts): none. A diagram hydrates on the
 * server's HTML, or loads its own file after a client navigation.
 */
const drawings: Readonly<Record<string, StoredDiagram>> = {};
export default drawings;
