import type {Root, Rule} from 'postcss';

/**
 * Patch `infima-unused-rules`: a rule of a class-based stylesheet is dead when one of the classes
 * its selector requires appears nowhere in the code and pages that can render it. The sources are
 * read as words, so a class counts as used when its name appears anywhere, even in prose: the step
 * only errs on the side of keeping a rule.
 */

/** Every word a class name could be (letters, digits, `_` and `-`) in the given texts. */
export function wordsOf(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const word of text.match(/[\w-]+/g) ?? []) words.add(word);
  return words;
}

/**
 * The classes an element must have for the selector to match it, or null when that cannot be read
 * without a selector engine (`:is()`, `:where()`, `:has()`): such a selector is kept. A class
 * inside `:not(…)` is one the element must lack, so it does not count.
 */
export function requiredClasses(selector: string): string[] | null {
  if (/:(?:is|where|has|matches)\(/.test(selector)) return null;
  const outsideNot = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  return [...outsideNot.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((match) => match[1]!);
}

/**
 * Drops, in place, each selector of `root` that requires a class missing from `used`, and each rule
 * and at-rule left empty; keyframes and declarations outside rules stay. Returns the dropped
 * selectors, for the build's report and the tests.
 */
export function dropUnusedRules(root: Root, used: ReadonlySet<string>): string[] {
  const dropped: string[] = [];
  // Collected first, changed after: removing nodes while walking skips their neighbours in a tree
  // another plugin rebuilt (the cascade-layers wrap moves every rule into a new `@layer` block).
  const rules: Rule[] = [];
  root.walkRules((rule) => {
    rules.push(rule);
  });
  for (const rule of rules) {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as {name: string}).name)) continue;
    const kept = rule.selectors.filter((selector) => {
      const missing = requiredClasses(selector)?.some((name) => !used.has(name)) ?? false;
      if (missing) dropped.push(selector);
      return !missing;
    });
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  }
  // Media and layer blocks whose every rule went (a layer may hold a media block that just emptied).
  for (let emptied = true; emptied; ) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes !== undefined && atRule.nodes.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return dropped;
}
