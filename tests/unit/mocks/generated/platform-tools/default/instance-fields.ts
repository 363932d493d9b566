import {apiSurface} from '../../../../../../plugins/api-reference/data';

/** The data module the platform-tools plugin writes: the API model of POST /instances. */
export default (apiSurface.models.CreateInstanceCommand?.properties ?? []).map(({name, type, required}) => ({name, type, required}));
