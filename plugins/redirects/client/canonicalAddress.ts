import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {withoutIndexHtml} from '../paths';

// Runs before hydration: a reader who typed /x/index.html sees and bookmarks /x/ instead, and
// React hydrates the page under the address the router matches.
if (ExecutionEnvironment.canUseDOM) {
  const canonical = withoutIndexHtml(window.location.pathname);
  if (canonical !== null) {
    window.history.replaceState(window.history.state, '', `${canonical}${window.location.search}${window.location.hash}`);
  }
}

export {};
