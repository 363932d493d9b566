/**
 * Patch `code-block-on-pages-with-code`, its bundle half: the modules that only pages with a code
 * block need (the theme's CodeBlock, its Prism and the site's code they import) go to one chunk
 * those pages share. Without it the bundler copies every small one of them into each page's own
 * chunk, since core's split rules keep only what half the pages use ("common") and packages apart.
 */

/** The parts of the bundler's module and chunk graphs read here (webpack's; Rspack's alike). */
export interface ModuleLike {
  resource?: string;
  type?: string;
  dependencies?: Iterable<unknown>;
}
export interface GraphsLike<Module extends ModuleLike, Chunk> {
  chunkGraph: {
    getModuleChunksIterable(module: Module): Iterable<Chunk>;
    getChunkModulesIterable(chunk: Chunk): Iterable<Module>;
  };
  moduleGraph: {getModule(dependency: unknown): Module | null | undefined};
}

export const CODE_BLOCK_CHUNK_NAME = 'code-block';

/**
 * The split rule's test. A module goes to the chunk when it is JavaScript that the CodeBlock
 * imports (itself included, through static imports only: its lazily loaded languages stay apart)
 * and every chunk holding it also holds the CodeBlock; the walk from the CodeBlock goes only
 * through such modules, so neither what a page without code runs nor what the entry chunks
 * hold moves there. The walk and each chunk's answer are worked out once.
 */
export function onlyBesideCodeBlock<Module extends ModuleLike, Chunk extends object>(codeBlockResource: string) {
  let codeBlockGraph: Set<Module> | undefined;
  const holdsCodeBlock = new WeakMap<Chunk, boolean>();
  return (module: Module, {chunkGraph, moduleGraph}: GraphsLike<Module, Chunk>): boolean => {
    const holds = (chunk: Chunk) => {
      let answer = holdsCodeBlock.get(chunk);
      if (answer === undefined) {
        answer = false;
        for (const inChunk of chunkGraph.getChunkModulesIterable(chunk)) if (inChunk.resource === codeBlockResource) answer = true;
        holdsCodeBlock.set(chunk, answer);
      }
      return answer;
    };
    const onlyBeside = (candidate: Module) => {
      const chunks = [...chunkGraph.getModuleChunksIterable(candidate)];
      return Boolean(candidate.type?.startsWith('javascript')) && chunks.length > 0 && chunks.every(holds);
    };
    if (!onlyBeside(module)) return false;
    if (!codeBlockGraph) {
      const root = [...chunkGraph.getModuleChunksIterable(module)]
        .flatMap((chunk) => [...chunkGraph.getChunkModulesIterable(chunk)])
        .find((inChunk) => inChunk.resource === codeBlockResource);
      if (!root) return false;
      codeBlockGraph = new Set([root]);
      const queue = [root];
      for (let next = queue.pop(); next; next = queue.pop()) {
        for (const dependency of next.dependencies ?? []) {
          const imported = moduleGraph.getModule(dependency);
          if (imported && !codeBlockGraph.has(imported) && onlyBeside(imported)) {
            codeBlockGraph.add(imported);
            queue.push(imported);
          }
        }
      }
    }
    return codeBlockGraph.has(module);
  };
}
