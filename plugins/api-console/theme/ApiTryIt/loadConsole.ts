/**
 * The one place that imports the console's chunk: "Wypróbuj" and the authorization page's token
 * helper both load it through here, so the bundler makes one chunk for both (two import() calls
 * made two copies of it, and every page's runtime carries an entry per chunk).
 */
export const loadConsole = () => import('./Console');
