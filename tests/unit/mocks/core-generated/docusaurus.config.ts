// Core's .docusaurus/docusaurus.config.mjs for a test: the site's base path.
const siteConfig = {baseUrl: '/pl/docs/'};
export default siteConfig;
