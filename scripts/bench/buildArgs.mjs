// The command line the A/B scripts share (bench-ab.mjs, trace-tasks.mjs):
// `<label>=<build folder>… -- <route>…`, after their own options were taken out.
/** @param {string[]} args @returns {{builds: {label: string, dir: string}[], routes: string[]}} */
export function buildsAndRoutes(args) {
  const split = args.indexOf('--');
  const builds = (split > -1 ? args.slice(0, split) : []).map((arg) => {
    const [label, dir] = arg.split('=');
    return {label, dir};
  });
  return {builds, routes: split > -1 ? args.slice(split + 1) : []};
}
