import type {StoredDiagram} from '../../../plugins/diagrams/src/stored';

/** Test double of the diagrams' server-render data: none, as in the browser. A test that renders
 * "on the server" mocks the alias with its drawings. */
const drawings: Readonly<Record<string, StoredDiagram>> = {};
export default drawings;
