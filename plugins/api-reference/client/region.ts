import {useSyncExternalStore} from 'react';
import {CHANGE_EVENT, REGION_KEY} from '../src/readerSnapshot';
import {DEFAULT_REGION, parseRegion, type Region} from '../src/samples';

// The region the reader picked for API samples, remembered across pages (localStorage) and
// shared by every sample on the page. The server and the first client render use the default,
// so hydration matches; the stored choice applies right after.
// "Twoje wartości" (theme/ReaderValues) sets the same region: both tell each other, and every
// sample, through CHANGE_EVENT.
const KEY = REGION_KEY;
const listeners = new Set<() => void>();

function read(): Region {
  try {
    return parseRegion(window.localStorage.getItem(KEY));
  } catch {
    return DEFAULT_REGION;
  }
}

export function setRegion(region: Region): void {
  try {
    window.localStorage.setItem(KEY, region);
  } catch {
    // storage blocked: the choice holds on this page only
    memory = region;
  }
  for (const listener of listeners) listener();
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

let memory: Region | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, listener);
  };
}

export function useRegion(): Region {
  return useSyncExternalStore(
    subscribe,
    () => memory ?? read(),
    () => DEFAULT_REGION,
  );
}
