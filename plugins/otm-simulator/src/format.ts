import type {GroupName, NormalizedServer, Policy} from './types';

/** Share as a Polish percentage: 1/3 -> "33,33%", 1/2 -> "50%". */
export function formatShare(share: number): string {
  const percent = Math.round(share * 10000) / 100;
  return `${String(percent).replace('.', ',')}%`;
}

/** "web-1 (192.0.2.11)": how the log names a server. */
export function serverLabel(server: Pick<NormalizedServer, 'id' | 'ip'>): string {
  return `${server.id} (${server.ip})`;
}

export function policyName(policy: Policy): string {
  return policy === 'automatic' ? 'automatyczna' : 'ręczna';
}

/** Polish group names in the cases the log needs. */
export const groupNames: Record<GroupName, {nominative: string; genitive: string}> = {
  main: {nominative: 'grupa główna', genitive: 'grupy głównej'},
  backup: {nominative: 'grupa zapasowa', genitive: 'grupy zapasowej'},
};
