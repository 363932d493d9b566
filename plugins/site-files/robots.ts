/**
 * robots.txt for the portal. Crawlers read it at the root of the host (nginx maps /robots.txt
 * to this file); the sitemap address comes from the site settings so it follows the deployment.
 */
export function robotsTxt(docsSiteUrl: string, baseUrl: string): string {
  const origin = docsSiteUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    `Allow: ${baseUrl}`,
    // The Markdown twins and the llms files are for readers' assistants: allowed by name, so the
    // one Disallow below (the search results page) can never be widened over them unnoticed.
    `Allow: ${baseUrl}llms.txt`,
    `Allow: ${baseUrl}llms-full.txt`,
    `Allow: ${baseUrl}*/index.md$`,
    `Disallow: ${baseUrl}search/`,
    '',
    `Sitemap: ${origin}${baseUrl}sitemap.xml`,
    '',
  ].join('\n');
}
