import type {NormalizedServer, ServerRef} from './types';

/** Share as a Polish percentage: 1/3 -> "33,33%", 1/2 -> "50%" (a number format, not prose). */
export function formatShare(share: number): string {
  const percent = Math.round(share * 10000) / 100;
  return `${String(percent).replace('.', ',')}%`;
}

/** The id and address by which the log names a server. */
export function serverRef(server: Pick<NormalizedServer, 'id' | 'ip'>): ServerRef {
  return {id: server.id, ip: server.ip};
}
