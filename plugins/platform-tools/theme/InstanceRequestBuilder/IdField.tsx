import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {ChoiceList} from '../../src/choices';
import {OTHER_ID} from '../../src/instanceForm';
import SelectField from '../PlatformTools/SelectField';
import TextField from '../PlatformTools/TextField';
import type {FieldBinding} from '../PlatformTools/useForm';

interface IdFieldProps {
  /** The field's select, bound to the picked id or OTHER_ID. */
  select: FieldBinding<string>;
  /** The input of an id typed by hand, shown once OTHER_ID is picked. */
  other: FieldBinding<string>;
  list: ChoiceList;
}

/** A dictionary field: its published ids by name, and "other", which opens an input for a typed id. */
export default function IdField({select, other, list}: IdFieldProps): ReactNode {
  const ids = list.choices.map((choice) => String(choice.id));
  const otherName = translate({
    id: 'platformTools.instance.otherId',
    message: 'Inny – wpiszę identyfikator',
    description: 'Instance builder: option to type an id',
  });
  const name = (id: string) => (id === OTHER_ID ? otherName : list.choices[ids.indexOf(id)]?.label);
  return (
    <>
      {ids.length > 0 && <SelectField {...select} values={[...ids, OTHER_ID]} optionLabel={name} />}
      {select.value === OTHER_ID && <TextField {...other} inputMode="numeric" />}
    </>
  );
}
