// Stands in for theme-classic's prism-include-languages client module (see ../replacements.ts): the
// languages are registered by client/prismReactRenderer.ts when a code block first needs Prism.
export {};
