import type {RedirectRule} from './paths';

/**
 * Redirect rules of the site, the one place they are written. Paths are relative to the base
 * path, canonical targets end with a slash. Legacy forms of every page (no slash, index.html,
 * `.html`) need no rule: they are derived from the routes.
 */
export const redirectRules: readonly RedirectRule[] = [{from: '/safety/', to: '/safety/rozszerzony-opis-bezpieczenstwa/'}];
