import type {ReactNode} from 'react';
import type {InstanceForm} from '../../src/instanceForm';
import {TERRAFORM_LINE_TEXTS, TERRAFORM_LINES} from '../../src/terraform';
import {CheckField} from '../PlatformTools/Field';
import SelectField from '../PlatformTools/SelectField';
import TextField from '../PlatformTools/TextField';
import ToolSection from '../PlatformTools/ToolSection';
import styles from '../PlatformTools/styles.module.css';
import IdField from './IdField';
import InitScriptField from './InitScriptField';
import InstanceOutput from './InstanceOutput';
import {useInstanceBuilder} from './useInstanceBuilder';

export interface InstanceRequestBuilderProps {
  /** Region whose API host the curl call uses at first: 'waw' (PL-1-WAW, default) or 'krk'. */
  region?: 'waw' | 'krk';
}

const REGIONS: readonly InstanceForm['region'][] = ['waw', 'krk'];
const REGION_NAMES = {waw: 'PL-1-WAW', krk: 'PL-2-KRK'} as const;

/**
 * The instance request builder (issue 17): the reader picks names, the builder checks every rule
 * of POST /instances as they type and writes the request as JSON, curl and Terraform.
 */
export default function InstanceRequestBuilder({region = 'waw'}: InstanceRequestBuilderProps): ReactNode {
  const builder = useInstanceBuilder(region);
  const {bind, check, labels, choices} = builder;
  return (
    <ToolSection tool="instance-request-builder" title={labels.title}>
      <div className={styles.grid}>
        <SelectField
          label={labels.region}
          value={builder.region}
          values={REGIONS}
          onChange={builder.setRegion}
          optionLabel={(value) => REGION_NAMES[value]}
        />
        <SelectField
          label={TERRAFORM_LINE_TEXTS.label}
          value={builder.terraformLine}
          values={TERRAFORM_LINES}
          onChange={builder.setTerraformLine}
          optionLabel={(value) => TERRAFORM_LINE_TEXTS[value]}
          field="terraformLine"
        />
        <TextField {...bind('InstanceName')} onBlur={() => builder.reveal('InstanceName')} />
        <IdField select={bind('TypeId')} other={bind('TypeId-other')} list={choices.TypeId} />
        <TextField {...bind('TemplateId')} inputMode="numeric" onBlur={() => builder.reveal('TemplateId')} />
        <IdField select={bind('SubregionId')} other={bind('SubregionId-other')} list={choices.SubregionId} />
        <IdField select={bind('DiskClass')} other={bind('DiskClass-other')} list={choices.DiskClass} />
        <TextField {...bind('DiskSize')} inputMode="numeric" />
        <IdField select={bind('AuthorizationMethodId')} other={bind('AuthorizationMethodId-other')} list={choices.AuthorizationMethodId} />
        <TextField {...bind('SshKeysIds')} />
        <TextField {...bind('IPAddressId')} inputMode="numeric" />
        <TextField {...bind('InstancesCount')} inputMode="numeric" />
        <CheckField {...check('Freemium')} />
      </div>
      <InitScriptField {...bind('InitScript')} />
      <CheckField {...check('initScriptIsBase64')} />
      <InstanceOutput snippets={builder.snippets} missing={builder.missing} />
    </ToolSection>
  );
}
