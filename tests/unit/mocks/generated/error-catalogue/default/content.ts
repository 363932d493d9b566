import {errorCatalogueData} from '../../../../../../plugins/error-catalogue/data/errors';

/** The data module the error-catalogue plugin writes, from the real data (its default route). */
export default {...errorCatalogueData, route: '/services/api/kody-bledow/'};
