/**
 * robots.txt for the portal. Crawlers read it at the root of the host (nginx maps /robots.txt
 * to this file); the sitemap address comes from the site settings so it follows the deployment.
 */
export function robotsTxt(docsSiteUrl: string, baseUrl: string): string {
  const origin = docsSiteUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    `Allow: ${baseUrl}`,
    `Disallow: ${baseUrl}search/`,
    '',
    `Sitemap: ${origin}${baseUrl}sitemap.xml`,
    '',
  ].join('\n');
}
