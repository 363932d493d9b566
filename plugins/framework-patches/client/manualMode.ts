// Read by prismjs/components/prism-core when it loads: without it Prism would highlight every
// code element of the page on its own, changing the DOM that React hydrates.
const scope = globalThis as {Prism?: {manual?: boolean}};
scope.Prism ??= {};
scope.Prism.manual = true;
export {};
