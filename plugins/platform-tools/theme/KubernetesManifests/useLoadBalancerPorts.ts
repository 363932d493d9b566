import {KUBERNETES_HINTS, loadBalancerPortsProblem, type LoadBalancerServiceType} from '../../src/kubernetes';
import {parseNumberList} from '../../src/numbers';
import {useForm} from '../PlatformTools/useForm';
import {manifestLabels} from './labels';

/** The load balancer's service type, ports and SSL as the reader set them, and what the port rule says. */
export function useLoadBalancerPorts() {
  const {values, fields} = useForm({serviceType: 'http' as LoadBalancerServiceType, ports: '80, 443', ssl: true});
  const parsed = parseNumberList(values.ports);
  const problem = loadBalancerPortsProblem({serviceType: values.serviceType, ports: parsed, ssl: values.ssl});
  const labels = manifestLabels();
  return {
    ...fields({labels, errors: {ports: problem}, hints: {ports: KUBERNETES_HINTS.ports}}),
    title: labels.loadBalancerTitle,
    parsed,
    problem,
  };
}
