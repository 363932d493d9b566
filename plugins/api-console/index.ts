import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {apiProxyConf, BUILT_PROXY_CONF, PROXY_CONF_PATH} from './src/proxyConf';
import {CONSOLE_MODES, type ConsoleMode, type TargetHosts} from './src/target';

/**
 * API console (issue 35): "Wypróbuj" on every operation of the API reference. The plugin exposes
 * its theme folder (`@theme/ApiTryIt`, the button the generated reference pages place); the
 * console's code loads only when a reader opens it. The engine (src/) is pure: request model,
 * validation, sandbox, targets, curl and token rules. Each build writes the nginx proxy include
 * for its own settings (the committed deploy/nginx/api-proxy.conf has the default ones).
 */
export interface ApiConsoleOptions {
  /** Where requests go (site setting apiConsole). */
  mode: ConsoleMode;
  hosts: TargetHosts;
}

const url = Joi.string()
  .uri({scheme: ['https', 'http']})
  .required();
const schema = Joi.object<ApiConsoleOptions>({
  mode: Joi.string()
    .valid(...CONSOLE_MODES)
    .default('sandbox'),
  hosts: Joi.object({apiHostWaw: url, apiHostKrk: url, identityUrl: url}).required(),
});

export default function pluginApiConsole(context: LoadContext, options: ApiConsoleOptions): Plugin {
  const themePath = path.resolve(__dirname, 'theme');
  return {
    name: 'api-console',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    async postBuild() {
      const conf = apiProxyConf({mode: options.mode, hosts: options.hosts, baseUrl: context.baseUrl});
      const built = path.join(context.generatedFilesDir, BUILT_PROXY_CONF);
      await mkdir(path.dirname(built), {recursive: true});
      await writeFile(built, conf);
      const committed = await readFile(path.join(context.siteDir, PROXY_CONF_PATH), 'utf8').catch(() => '');
      if (committed !== conf) {
        // Expected for a deployment with its own hosts or mode: it deploys the built file.
        console.warn(
          `[api-console] ${PROXY_CONF_PATH} differs from this build's settings: deploy .docusaurus/${BUILT_PROXY_CONF} instead.`,
        );
      }
    },
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<ApiConsoleOptions> | undefined, ApiConsoleOptions>): ApiConsoleOptions {
  return validate(schema, options ?? {});
}
