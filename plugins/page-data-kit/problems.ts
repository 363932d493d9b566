import {PLACEHOLDER_PATTERN} from './placeholders';

/**
 * A problem found in the plugin's data or in a page, and the error that fails the build with
 * all of them at once (fixing one at a time through repeated builds is slow).
 */
export interface DataProblem {
  /** File the problem is in, relative to the site: the data file or a page. */
  file: string;
  /** The entry: `dictionary 27 ("Statusy maszyn")`, `error oci-snapshoty`, or `line 12` of a page. */
  entry: string;
  message: string;
}

export class DataValidationError extends Error {
  readonly problems: readonly DataProblem[];

  constructor(plugin: string, problems: readonly DataProblem[]) {
    super(formatProblems(plugin, problems));
    this.name = 'DataValidationError';
    this.problems = problems;
  }
}

export function formatProblems(plugin: string, problems: readonly DataProblem[]): string {
  const lines = problems.map((problem) => `  - ${problem.file}: ${problem.entry}: ${problem.message}`);
  return `[${plugin}] ${problems.length} problem(s) in the data or in pages that use it:\n${lines.join('\n')}`;
}

/** Reason why a reader-facing text is unusable, or undefined when it is fine. */
export function textProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'missing Polish text';
  if (PLACEHOLDER_PATTERN.test(value)) return `placeholder instead of Polish text ("${value}")`;
  return undefined;
}

export function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}
