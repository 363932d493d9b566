import type {MarkdownForms} from '../../page-data-kit/twins/forms';

/** The tools' Markdown forms: each is a note saying what it does and the page where it works. */
export const markdownForms: MarkdownForms = {
  tools: {
    InstanceRequestBuilder:
      'kreator żądania utworzenia maszyny wirtualnej: sprawdza parametry według reguł API i składa treść żądania POST /instances, wywołanie curl oraz zasób Terraform',
    PaymentsCalculator:
      'kalkulator doładowań: z waluty, sumy wpłat i modelu rozliczeń wylicza minimalne kwoty doładowania kartą i przelewem, dostępność płatności automatycznych i regułę automatycznego obciążenia',
    KubernetesManifests:
      'generator manifestów dla klastra OKS: tworzy pliki YAML klasy pamięci (StorageClass) i żądania wolumenu (PVC) oraz sprawdza porty usługi typu LoadBalancer',
    TrafficManagerRecordCheck:
      'sprawdzanie rekordu Traffic Managera OTM: ocenia nazwę rekordu i ustawienia monitora (częstotliwość, powiadomienia, opóźnienie) przed zapisaniem ich w panelu',
  },
  create: () => ({}),
};
