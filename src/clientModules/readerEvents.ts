import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {SiteSettings} from '../siteSettings';
import {forwardReaderEvents} from '../utils/readerEvents';

// Registered by docusaurus.config.ts only when the readerEventsPath setting is set, so a site
// without it ships none of this code.
if (ExecutionEnvironment.canUseDOM) {
  const {readerEventsPath} = siteConfig.customFields?.siteSettings as SiteSettings;
  forwardReaderEvents(window, readerEventsPath, (url) => navigator.sendBeacon(url));
}
