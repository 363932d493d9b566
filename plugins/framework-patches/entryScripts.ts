/**
 * The page's first paint before its scripts run (patch `ssr-template`, PATCHES.md).
 *
 * Our template (docusaurus.config.ts, `ssrTemplate`) is Docusaurus' default with only the scripts
 * changed: the entry scripts are preloaded at low priority, a JSON list at the end of the body
 * names the page's scripts in execution order (runtime, the page's own chunks, main:
 * routeChunks.ts), and the loader below inserts them once the browser reports the first
 * contentful paint. The page's chunks are not preloaded: requested before the paint, they count
 * as needed for it in Lighthouse's simulation.
 *
 * The loader is one constant inline script (no file names in it), so the Content-Security-Policy
 * needs one hash for every page and build (plugins/site-files/csp.ts). It starts the scripts at
 * once when the browser cannot report paints or the page is hidden, and after 3 s in any case.
 */

// main.js starts the app and asks for the current route's chunks: it goes last, after the page's
// own chunks, which are then already installed (routeChunks.ts).
const MAIN_SCRIPT = String.raw`/(^|\/)main\.[0-9a-f]+\.js$/`;
/** The entry chunk that holds React DOM and its scheduler (split from main.js in index.ts). */
export const REACT_DOM_CHUNK_NAME = 'react-dom';
// The entry chunks every page runs, preloaded.
const ENTRY_SCRIPT = String.raw`/(^|\/)(runtime~main|${REACT_DOM_CHUNK_NAME}|main)\.[0-9a-f]+\.js$/`;

/** The id of the JSON list of the page's scripts (addresses, in execution order). */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/** Inline script at the end of the body: the page's scripts after the first contentful paint. */
export const ENTRY_SCRIPT_LOADER = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var scripts = JSON.parse(document.getElementById('${PAGE_SCRIPTS_ID}').textContent);
    for (var i = 0; i < scripts.length; i++) {
      var script = document.createElement('script');
      script.src = scripts[i];
      script.async = false;
      document.head.appendChild(script);
    }
  }
  var observer = window.PerformanceObserver;
  var types = (observer && observer.supportedEntryTypes) || [];
  if (document.visibilityState !== 'visible' || types.indexOf('paint') < 0) return start();
  try {
    new observer(function (list, self) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      self.disconnect();
      start();
    }).observe({type: 'paint', buffered: true});
  } catch (error) {
    return start();
  }
  document.addEventListener('visibilitychange', start);
  setTimeout(start, 3000);
})();`;

/**
 * Docusaurus' SSG template (@docusaurus/core lib/ssg/ssgTemplate.html.js, checked against 3.10.2)
 * with the page's scripts started by the loader instead of `<script defer>`.
 */
export const SSR_TEMPLATE = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% const pageScripts = [...it.scripts.filter((script) => !${MAIN_SCRIPT}.test(script)), ...it.scripts.filter((script) => ${MAIN_SCRIPT}.test(script))]; %>
    <% pageScripts.filter((script) => ${ENTRY_SCRIPT}.test(script)).forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script type="application/json" id="${PAGE_SCRIPTS_ID}"><%~ JSON.stringify(pageScripts.map((script) => it.baseUrl + script)) %></script>
    <script>${ENTRY_SCRIPT_LOADER}</script>
  </body>
</html>
`;
