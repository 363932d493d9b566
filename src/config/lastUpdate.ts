import {execFileSync} from 'node:child_process';

/**
 * Whether pages show "Ostatnia aktualizacja" from their git history. A shallow clone (CI's
 * `git clone --depth 1`) knows one commit, so every page would get that commit's date; a tarball
 * has no history at all. Then dates are left out and the build log says why; a page's
 * `last_update` front matter still needs history for the other pages, so it is not a fallback.
 */
export interface GitState {
  insideWorkTree: boolean;
  shallow: boolean;
}

export function lastUpdateDecision(git: GitState): {show: boolean; reason?: string} {
  if (!git.insideWorkTree) return {show: false, reason: 'no git history (a copy without .git)'};
  if (git.shallow) return {show: false, reason: 'a shallow clone knows only its newest commits (git fetch --unshallow)'};
  return {show: true};
}

export function readGitState(siteDir: string): GitState {
  const ask = (...args: string[]) => {
    try {
      return execFileSync('git', args, {cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
    } catch {
      return '';
    }
  };
  return {
    insideWorkTree: ask('rev-parse', '--is-inside-work-tree') === 'true',
    shallow: ask('rev-parse', '--is-shallow-repository') === 'true',
  };
}
