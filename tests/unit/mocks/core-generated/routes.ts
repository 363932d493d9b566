// Core's .docusaurus/routes.js for a test: no routes (theme-common's route helpers read it).
const routes: unknown[] = [];
export default routes;
