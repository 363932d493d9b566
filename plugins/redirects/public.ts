// The redirects' public module: the inline script of the redirect pages, whose hash the
// Content-Security-Policy (plugins/site-files) allows.
export {REDIRECT_SCRIPT} from './redirectFiles';
