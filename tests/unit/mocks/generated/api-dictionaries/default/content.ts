import {dictionaryData} from '../../../../../../plugins/api-dictionaries/data/dictionaries';

/** The data module the api-dictionaries plugin writes, from the real data (its default route). */
export default {...dictionaryData, route: '/services/api/slowniki/'};
