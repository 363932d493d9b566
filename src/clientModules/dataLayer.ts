import type {ClientModule} from '@docusaurus/types';
import {pageViewEvent, type PageViewEvent} from '../utils/pageView';

declare global {
  interface Window {
    dataLayer?: (PageViewEvent | Record<string, unknown>)[];
  }
}

/**
 * One page-view event per page: the first load and each client-side navigation. The data layer
 * is a plain array; a tag manager reads it only when one is configured (GTM_CONTAINER_ID).
 */
const dataLayerModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation && previousLocation.pathname === location.pathname && previousLocation.search === location.search) {
      return; // only the #hash changed: same page
    }
    // The title is set by the page's head after this hook runs; read it on the next frame.
    window.setTimeout(() => {
      window.dataLayer = window.dataLayer ?? [];
      window.dataLayer.push(pageViewEvent(location.pathname, location.search, document.title));
    }, 50);
  },
};

export default dataLayerModule;
