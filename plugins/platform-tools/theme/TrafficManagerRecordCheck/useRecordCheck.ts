import {monitorProblems, monitorSummary, OTM_HINTS, validateRecordName} from '../../src/dns';
import {parseNumber} from '../../src/numbers';
import {problemOf} from '../../src/problems';
import {useForm} from '../PlatformTools/useForm';
import {recordCheckLabels} from './labels';

/** The record name and monitor settings the reader typed, and what the rules of the domain and healthcheck pages say of them. */
export function useRecordCheck(recordName: string) {
  const {values, fields} = useForm(() => ({recordName, frequency: '1', delay: '0', failureNotification: true, recoveryNotification: true}));
  const nameError = validateRecordName(values.recordName);
  const settings = {
    frequencyMinutes: parseNumber(values.frequency),
    failureNotification: values.failureNotification,
    recoveryNotification: values.recoveryNotification,
    notificationDelayMinutes: parseNumber(values.delay),
  };
  const problems = monitorProblems(settings);
  const valid = nameError === null && problems.length === 0;
  const errors = {
    recordName: nameError,
    frequency: problemOf(problems, 'frequencyMinutes'),
    delay: problemOf(problems, 'notificationDelayMinutes'),
    failureNotification: problemOf(problems, 'failureNotification'),
    recoveryNotification: problemOf(problems, 'recoveryNotification'),
  };
  const labels = recordCheckLabels();
  return {
    title: labels.title,
    ...fields({
      labels,
      errors,
      hints: {recordName: OTM_HINTS.recordName, frequency: OTM_HINTS.frequency, delay: OTM_HINTS.delay},
    }),
    valid,
    problemCount: problems.length + (nameError ? 1 : 0),
    summary: valid ? monitorSummary(values.recordName, settings) : '',
  };
}
