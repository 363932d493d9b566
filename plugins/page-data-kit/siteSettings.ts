/**
 * The shape of the site settings every plugin and component receives (through plugin options or
 * `siteConfig.customFields.siteSettings`): defined in the kit so that plugins need nothing from the
 * site's src/; the values, defaults and SITE_* overrides are in src/siteSettings.ts.
 */
export interface SiteSettings {
  /** Name of the platform as readers know it, used in titles and prose. */
  platformName: string;
  /** Public origin of this documentation portal (canonical URLs, sitemap), no path. */
  docsSiteUrl: string;
  /** Provider's public home page (outbound navbar link). */
  providerUrl: string;
  /** Administration panel where customers manage their services (outbound navbar link). */
  panelUrl: string;
  /** Registration site reached from the e-mail link. */
  registrationUrl: string;
  /** Public REST API host of region PL-1-WAW (Warsaw), without a trailing slash. */
  apiHostWaw: string;
  /** Public REST API host of region PL-2-KRK (Krakow), without a trailing slash. */
  apiHostKrk: string;
  /** Identity server that issues API tokens (its connect/token path lives below it). */
  identityUrl: string;
  /** Object storage (OCS) endpoint of PL-WAW, region name PL. */
  storageHostWaw: string;
  /** Object storage (OCS) endpoint of PL-KRK, region name PL2. */
  storageHostKrk: string;
  /** Support e-mail address (tickets, reports of errors in the docs). */
  supportEmail: string;
  /** Support phone number as printed for readers. */
  supportPhone: string;
  /** Sales department's e-mail (postpaid contracts are arranged there, not with support). */
  salesEmail: string;
  /** Sales department's phone number as printed for readers. */
  salesPhone: string;
  /**
   * Brand identifier the platform uses inside technical names (lower case letters, digits and
   * hyphens): the Kubernetes CSI provisioner, the API scopes and the Terraform provider derive
   * from it unless they are set themselves.
   */
  brand: string;
  /** Kubernetes CSI provisioner of the platform's block storage (default csi.<brand>.com). */
  kubernetesProvisioner: string;
  /** OAuth2 scope with full API access (default <brand>.api). */
  apiScope: string;
  /** OAuth2 scope limited to GET calls (default <brand>.api.readonly). */
  apiScopeReadonly: string;
  /** Local name of the Terraform provider (default <brand>). */
  terraformProviderName: string;
  /**
   * Source address of the Terraform provider's 1.x line in `required_providers`
   * (default <brand>.com/iaac/<brand>, the form the platform publishes).
   */
  terraformProviderSource: string;
  /** Public price list of the platform's services. */
  priceListUrl: string;
  /**
   * Path on the docs host that receives a copy of the reader signals by navigator.sendBeacon
   * (src/utils/readerEvents.ts; deploy/nginx logs `/pl/docs/zdarzenia`). Empty: nothing is sent.
   */
  readerEventsPath: string;
  /**
   * Where the API console ("Wypróbuj") sends requests: `sandbox` answers in the browser (no
   * request), `direct` calls the API hosts and the identity server from the page (they must allow
   * this site's origin), `proxy` goes through deploy/nginx/api-proxy.conf on this site's own host.
   */
  apiConsole: ApiConsoleMode;
}

export const API_CONSOLE_MODES = ['sandbox', 'direct', 'proxy'] as const;
export type ApiConsoleMode = (typeof API_CONSOLE_MODES)[number];
