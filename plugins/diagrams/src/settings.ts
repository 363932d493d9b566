import {readFileSync} from 'node:fs';
import {DIAGRAM_OPTIONS, DIAGRAM_THEMES} from '../config';
import type {RenderSettings} from './key';

/** The installed Mermaid's version (the package that `npm run diagrams` draws with). */
export function installedMermaidVersion(): string {
  const manifest = JSON.parse(readFileSync(require.resolve('mermaid/package.json'), 'utf8')) as {version?: unknown};
  if (typeof manifest.version !== 'string')
    throw new Error('[diagrams] node_modules/mermaid/package.json has no version: reinstall with npm ci');
  return manifest.version;
}

/** The settings every diagram is drawn with now: their hash is part of each diagram's key. */
export function currentRenderSettings(): RenderSettings {
  return {mermaidVersion: installedMermaidVersion(), themes: {...DIAGRAM_THEMES}, options: DIAGRAM_OPTIONS};
}
