/**
 * The page's first paint before its entry scripts run.
 *
 * Docusaurus' own template puts the entry scripts (runtime, main) in the head as `defer`: they run
 * when the parser is done, and on a long page that often came before the browser's first paint,
 * so the text waited for evaluating React DOM and Docusaurus (about 190 ms on a phone). Measured
 * with Lighthouse on the API examples and OTM pages (observed load, unthrottled): when main.js
 * started before the first contentful paint, the simulated phone's LCP was 2.0–2.2 s; when it
 * started after, 1.0–1.2 s.
 *
 * Our template (docusaurus.config.ts, `ssrTemplate`) keeps Docusaurus' default and changes one
 * thing: the entry scripts are preloaded at low priority (the download starts as early as before
 * and does not compete with the stylesheet) and the loader below inserts them, in order, once the
 * browser reports the first contentful paint. The page is already readable then; hydration follows.
 *
 * The loader is one constant inline script (no file names in it), so the Content-Security-Policy
 * needs one hash for every page and every build (plugins/site-files/csp.ts). It inserts the
 * scripts at once when the browser cannot report paints, when the page is hidden (a background
 * tab paints nothing until shown), when it becomes hidden, and after 3 s in any case.
 */

/** The attribute marking the head's preload links of the entry scripts, in execution order. */
export const ENTRY_SCRIPT_ATTRIBUTE = 'data-entry-script';

/** Inline script at the end of the body: the entry scripts after the first contentful paint. */
export const ENTRY_SCRIPT_LOADER = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var links = document.querySelectorAll('link[${ENTRY_SCRIPT_ATTRIBUTE}]');
    for (var i = 0; i < links.length; i++) {
      var script = document.createElement('script');
      script.src = links[i].href;
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
 * with the entry scripts preloaded and started by the loader instead of `<script defer>`.
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
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" ${ENTRY_SCRIPT_ATTRIBUTE} />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${ENTRY_SCRIPT_LOADER}</script>
  </body>
</html>
`;
