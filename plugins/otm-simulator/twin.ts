import {code, table} from '../page-data-kit/twins/markdown';
import type {MarkdownForms} from '../page-data-kit/twins/forms';
import {isPresetId, presets} from './src/presets';

const DESCRIPTION =
  'symulator przełączania ruchu w Traffic Managerze OTM: pokazuje, które serwery obsługują ruch, gdy wyłączasz serwery i zmieniasz polityki';

/** The Markdown form of `OtmSimulator`: what it does, a link to the page and the servers of its scenario. */
export const markdownForms: MarkdownForms = {
  tools: {OtmSimulator: DESCRIPTION},
  create({t, fail, interactiveTool}) {
    return {
      OtmSimulator(call) {
        const preset = call.attributes.preset;
        if (preset === undefined) return interactiveTool(call, DESCRIPTION);
        if (!isPresetId(preset)) return fail(call, `unknown preset "${String(preset)}" (plugins/otm-simulator/src/presets.ts)`);
        const servers = presets[preset].servers;
        const roles = {active: t('otmSimulator.role.active'), hotspare: t('otmSimulator.role.hotspare')};
        const rows = servers.map((server) => [
          code(server.id),
          code(server.ip),
          t(server.group === 'main' ? 'otmSimulator.group.main' : 'otmSimulator.group.backup'),
          server.group === 'main' ? roles[server.role ?? 'active'] : t('otmSimulator.role.none'),
        ]);
        return interactiveTool(
          call,
          DESCRIPTION,
          `\n\nSerwery rekordu, od których symulator zaczyna:\n\n${table(['Serwer', 'Adres IP', 'Grupa', 'Rola'], rows)}`,
        );
      },
    };
  },
};
