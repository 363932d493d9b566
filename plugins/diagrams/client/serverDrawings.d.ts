// Resolved by plugins/diagrams (configureWebpack): every drawing in the server bundle, none in
// the browser's (client/noDrawings.ts).
declare module '@diagrams/server-drawings' {
  const drawings: Readonly<Record<string, {light: string; dark: string}>>;
  export default drawings;
}
