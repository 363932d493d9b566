// Page-weight budgets of issue 10, shared by the budget tests (tests/e2e/budgets.e2e.ts) and the
// benchmark (scripts/bench.mjs), so a page has the same limit in both. KiB = 1024 bytes of gzip
// level 6, as deploy/nginx sends them.
export const DOCS_PAGE_JS_GZIP_KIB = 190;
// A page with a tool (the traffic manager simulator, the calculators) may run 20 KiB more.
export const TOOL_PAGE_JS_GZIP_KIB = DOCS_PAGE_JS_GZIP_KIB + 20;
export const CSS_GZIP_KIB = 20;
// Pages whose widget needs its data in the browser: the simulator, the error catalogue's lookup
// (every code, filtered as the reader types), a page of the API reference (issue 25) and every
// page with a tool of issue 17 (instance request builder, payments calculator, Kubernetes
// manifests, traffic manager record check).
export const PLATFORM_TOOL_PAGES = [
  '/services/api/przyklady/',
  '/services/terraform/',
  '/faq/faq/tworzenie-maszyny-wirtualnej/',
  '/billing/sposoby-doladowan/',
  '/billing/metody-platnosci/',
  '/faq/faq/platnosci-automatyczne/',
  '/services/kubernetes-service/storage/',
  '/services/kubernetes-service/load-balancer/',
  '/services/traffic-manager/dodawanie-domeny-tryb-podstawowy/',
  '/services/traffic-manager/jak-skonfigurowac-tzw.-healthchecki/',
];
// Data pages have the tool budget too (the guide: "data and tool pages 210"): every page of the
// API reference (issue 25), the Terraform reference's resources and data sources, and the API
// dictionaries, all rendered from the API and Terraform surfaces.
export const DATA_PAGE_PREFIXES = [
  '/services/api/referencja/',
  '/services/api/slowniki/',
  '/services/terraform/zasoby/',
  '/services/terraform/zrodla-danych/',
  '/services/terraform/zrodla-danych-listy/',
];
export const TOOL_PAGES = new Set([
  '/services/traffic-manager/pojecia-uzywane-w-trybie-zaawansowanym/',
  '/services/api/kody-bledow/',
  // The glossary renders all its entries (term, definition, aliases, English names, panel path,
  // Terraform arguments, pages) from the glossary data, which hydration needs in the browser like
  // the error catalogue's: about 18 KiB gzipped of the page's own chunk (198 KiB in all).
  '/slowniczek/',
  ...PLATFORM_TOOL_PAGES,
]);
/** The first-load JavaScript budget of a route (gzip KiB). */
export const jsBudgetOf = (route: string): number =>
  TOOL_PAGES.has(route) || DATA_PAGE_PREFIXES.some((prefix) => route.startsWith(prefix)) ? TOOL_PAGE_JS_GZIP_KIB : DOCS_PAGE_JS_GZIP_KIB;
