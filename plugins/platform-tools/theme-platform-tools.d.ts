// Lets TypeScript files import the widgets the way MDX pages do: each alias is the widget's own
// module, so its props type and default export are declared once, in the widget.
declare module '@theme/InstanceRequestBuilder' {
  export * from '@site/plugins/platform-tools/theme/InstanceRequestBuilder';
  export {default} from '@site/plugins/platform-tools/theme/InstanceRequestBuilder';
}

declare module '@theme/PaymentsCalculator' {
  export * from '@site/plugins/platform-tools/theme/PaymentsCalculator';
  export {default} from '@site/plugins/platform-tools/theme/PaymentsCalculator';
}

declare module '@theme/KubernetesManifests' {
  export * from '@site/plugins/platform-tools/theme/KubernetesManifests';
  export {default} from '@site/plugins/platform-tools/theme/KubernetesManifests';
}

declare module '@theme/TrafficManagerRecordCheck' {
  export * from '@site/plugins/platform-tools/theme/TrafficManagerRecordCheck';
  export {default} from '@site/plugins/platform-tools/theme/TrafficManagerRecordCheck';
}
