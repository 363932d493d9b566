import {useMemo, useState} from 'react';
import instanceFields from '@generated/platform-tools/default/instance-fields.json';
import {useSiteSettings} from '@site/plugins/page-data-kit/client/useSiteSettings';
import {useDictionaryContent} from '@site/plugins/api-dictionaries/client/public';
import {requiredByApi} from '../../src/apiFields';
import {instanceChoices} from '../../src/choices';
import {instanceRequestSnippets, validateInstanceRequest} from '../../src/instance';
import {
  initialInstanceForm,
  instanceFormErrors,
  instanceFormHints,
  instanceFormRequest,
  revealedBy,
  withRegion,
  type InstanceForm,
} from '../../src/instanceForm';
import type {TerraformLine} from '../../src/terraform';
import {useForm} from '../PlatformTools/useForm';
import {defaultInstanceName, instanceLabels} from './labels';

/**
 * The builder's state: the form, the fields whose problems the reader has been shown (those
 * edited, and those left after typing), and what the rules make of the request.
 */
export function useInstanceBuilder(region: InstanceForm['region']) {
  const settings = useSiteSettings();
  const dictionaries = useDictionaryContent();
  const required = useMemo(() => new Set<string>(requiredByApi(instanceFields)), []);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const reveal = (key: keyof InstanceForm) =>
    setRevealed((previous) =>
      revealedBy(key).every((field) => previous.has(field)) ? previous : new Set([...previous, ...revealedBy(key)]),
    );
  const {values, set, update, fields} = useForm(
    () => initialInstanceForm(region, defaultInstanceName(), instanceChoices(dictionaries, region)),
    reveal,
  );
  // Only the chosen region's subregions are offered.
  const choices = useMemo(() => instanceChoices(dictionaries, values.region), [dictionaries, values.region]);

  const request = instanceFormRequest(values);
  const problems = validateInstanceRequest(request);
  const apiHost = values.region === 'krk' ? settings.apiHostKrk : settings.apiHostWaw;
  const labels = instanceLabels(required);
  return {
    ...fields({labels, errors: instanceFormErrors(values, problems, revealed), hints: instanceFormHints(values, request, choices)}),
    labels,
    choices,
    region: values.region,
    setRegion: (next: InstanceForm['region']) => update((previous) => withRegion(previous, next, instanceChoices(dictionaries, next))),
    terraformLine: values.terraformLine,
    setTerraformLine: (next: TerraformLine) => set('terraformLine', next),
    reveal,
    snippets:
      problems.length === 0
        ? instanceRequestSnippets(request, {
            apiHost,
            terraformProvider: settings.terraformProviderName,
            terraformSource: settings.terraformProviderSource,
            terraformLine: values.terraformLine,
          })
        : null,
    missing: [...new Set(problems.map((problem) => problem.field))],
  };
}
