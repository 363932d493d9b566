// Lets TypeScript files import the widgets the way MDX pages do.
declare module '@theme/InstanceRequestBuilder' {
  import type {ReactNode} from 'react';
  import type {InstanceRequestBuilderProps} from '@site/plugins/platform-tools/theme/InstanceRequestBuilder';

  export type {InstanceRequestBuilderProps};
  export default function InstanceRequestBuilder(props: InstanceRequestBuilderProps): ReactNode;
}

declare module '@theme/PaymentsCalculator' {
  import type {ReactNode} from 'react';
  import type {PaymentsCalculatorProps} from '@site/plugins/platform-tools/theme/PaymentsCalculator';

  export type {PaymentsCalculatorProps};
  export default function PaymentsCalculator(props: PaymentsCalculatorProps): ReactNode;
}

declare module '@theme/KubernetesManifests' {
  import type {ReactNode} from 'react';
  import type {KubernetesManifestsProps} from '@site/plugins/platform-tools/theme/KubernetesManifests';

  export type {KubernetesManifestsProps};
  export default function KubernetesManifests(props: KubernetesManifestsProps): ReactNode;
}

declare module '@theme/TrafficManagerRecordCheck' {
  import type {ReactNode} from 'react';
  import type {TrafficManagerRecordCheckProps} from '@site/plugins/platform-tools/theme/TrafficManagerRecordCheck';

  export type {TrafficManagerRecordCheckProps};
  export default function TrafficManagerRecordCheck(props: TrafficManagerRecordCheckProps): ReactNode;
}
