// What core writes to .docusaurus/site-storage.json for this site (no `storage` option: the
// browser's localStorage, no key namespace); theme-common's storage helpers read it.
const siteStorage = {type: 'localStorage', namespace: ''};
export default siteStorage;
