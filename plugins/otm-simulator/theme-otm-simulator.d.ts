// Lets TypeScript files import the widget the way MDX pages do.
declare module '@theme/OtmSimulator' {
  import type {ReactNode} from 'react';
  import type {OtmSimulatorProps} from '@site/plugins/otm-simulator/theme/OtmSimulator';

  export type {OtmSimulatorProps};
  export default function OtmSimulator(props: OtmSimulatorProps): ReactNode;
}
