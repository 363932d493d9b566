import {useId, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {BillingModel} from '../../src/payments';
import styles from '../PlatformTools/styles.module.css';

const MODELS: readonly BillingModel[] = ['prepaid', 'postpaid'];

/** The billing model as radio buttons, with the note on the postpaid contract tied to the group. */
export default function BillingModelField({
  value,
  onChange,
  note,
}: {
  value: BillingModel;
  onChange: (model: BillingModel) => void;
  note: string;
}): ReactNode {
  const id = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={id}>
      <legend className={styles.legend}>
        <Translate id="platformTools.payments.model" description="Payments: billing model legend">
          Model rozliczeń
        </Translate>
      </legend>
      {MODELS.map((model) => (
        <label key={model} className={styles.check}>
          <input type="radio" name={`${id}-model`} value={model} checked={value === model} onChange={() => onChange(model)} />
          {model}
        </label>
      ))}
      <p id={id} className={styles.hint}>
        {note}
      </p>
    </fieldset>
  );
}
