import {useState} from 'react';
import {monitorProblems, monitorSummary, validateRecordName, type MonitorField} from '../../src/dns';
import {parseNumber} from '../../src/numbers';
import {problemOf} from '../../src/problems';

/** What the reader typed into the record check, and what the rules of the domain and healthcheck pages say of it. */
export function useRecordCheck(recordName: string) {
  const [name, setName] = useState(recordName);
  const [frequency, setFrequency] = useState('1');
  const [failure, setFailure] = useState(true);
  const [recovery, setRecovery] = useState(true);
  const [delay, setDelay] = useState('0');

  const nameError = validateRecordName(name);
  const settings = {
    frequencyMinutes: parseNumber(frequency),
    failureNotification: failure,
    recoveryNotification: recovery,
    notificationDelayMinutes: parseNumber(delay),
  };
  const problems = monitorProblems(settings);
  const valid = nameError === null && problems.length === 0;
  return {
    values: {name, frequency, failure, recovery, delay},
    set: {name: setName, frequency: setFrequency, failure: setFailure, recovery: setRecovery, delay: setDelay},
    nameError,
    errorOf: (field: MonitorField) => problemOf(problems, field),
    valid,
    problemCount: problems.length + (nameError ? 1 : 0),
    summary: valid ? monitorSummary(name, settings) : '',
  };
}
