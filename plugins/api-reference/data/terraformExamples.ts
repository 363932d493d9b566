import type {TerraformExample} from '../src/terraformTypes';

/**
 * Our HCL example for every item of the provider's 1.x line. They use only arguments the surface
 * lists (terraformPages.test.ts parses each block and checks its arguments against the schema)
 * and only identifiers the site publishes: machine type 34 (`v1.standard-2.2`, dictionary 12),
 * disk class 49 (Tier-2, dictionary 17) and authorization method 1398 (SSH keys, dictionary 159).
 * Other identifiers come in through variables, because the sources do not give them.
 *
 * Singular data sources whose schema lists no argument to pick an object with (disk, group,
 * instance, opn, ssh_key, template) are shown through their list counterpart, which needs none.
 */

const P = '%%terraformProviderName%%';

const SUBREGION_VARIABLE = `variable "subregion_id" {
  type        = number
  description = "Identyfikator podregionu (źródło danych ${P}_subregions)"
}`;

/** For a singular data source without arguments: what the reader can do instead. */
function throughList(list: string): string {
  return `Schemat tej linii dostawcy nie wymienia argumentu, którym wskazuje się jeden obiekt, dlatego przykład odczytuje go przez źródło danych listy [\`${P}_${list}\`](/services/terraform/zrodla-danych-listy/#${list.replace(/_/g, '-')}) (jej blok \`filter\` jest opcjonalny, więc przykład go pomija) i wybiera element po nazwie.`;
}

export const terraformExamples: Readonly<Record<string, TerraformExample>> = {
  'resource:disk': {
    intro: 'Dysk danych o pojemności 50 GB w klasie Tier-2, który potem możesz podłączyć do maszyny polem `disks_ids`.',
    hcl: `
${SUBREGION_VARIABLE}

resource "${P}_disk" "dane" {
  name         = "dane-aplikacji"
  subregion_id = var.subregion_id
  tier_id      = 49 # Tier-2 (słownik 17)
  capacity     = 50
}`,
  },
  'resource:group': {
    intro: 'Grupa z jedną maszyną i jej publicznym adresem IP. Maszyna i adres pochodzą z zasobów opisanych w innych przykładach.',
    hcl: `
resource "${P}_group" "web" {
  name = "serwery-web"

  assignment {
    instance_id = ${P}_instance.serwer_aplikacji.id
    ip_id       = ${P}_ip.publiczny.id
  }
}`,
  },
  'resource:instance': {
    intro:
      'Maszyna `v1.standard-2.2` z dyskiem systemowym Tier-2 o rozmiarze 20 GB, logowaniem kluczem SSH, dodatkowym dyskiem danych i skryptem uruchamianym przy inicjalizacji. Identyfikator szablonu odczytasz ze źródła danych `' +
      P +
      '_templates`.',
    hcl: `
${SUBREGION_VARIABLE}

variable "template_id" {
  type = number
}

resource "${P}_ssh_key" "admin" {
  name  = "admin"
  value = file("~/.ssh/id_ed25519.pub")
}

resource "${P}_instance" "serwer_aplikacji" {
  name                    = "serwer-aplikacji"
  subregion_id            = var.subregion_id
  template_id             = var.template_id
  type_id                 = 34   # v1.standard-2.2 (słownik 12)
  system_disk_class_id    = 49   # Tier-2 (słownik 17)
  system_disk_size        = 20
  authorization_method_id = 1398 # klucze SSH (słownik 159)
  ssh_keys_ids            = [${P}_ssh_key.admin.id]
  disks_ids               = [${P}_disk.dane.id]
  init_script             = base64encode(file("init.sh"))
}

output "adres_maszyny" {
  value = ${P}_instance.serwer_aplikacji.ip_address
}`,
  },
  'resource:ip': {
    intro: 'Publiczny adres IP z komentarzem, podłączony do maszyny polem `public_ips`.',
    hcl: `
${SUBREGION_VARIABLE}

resource "${P}_ip" "publiczny" {
  subregion_id = var.subregion_id
  comment      = "Adres serwera aplikacji"
}

resource "${P}_instance" "serwer_aplikacji" {
  # … argumenty wymagane jak w przykładzie zasobu ${P}_instance
  public_ips = [${P}_ip.publiczny.id]
}

output "adres_ipv4" {
  value = ${P}_ip.publiczny.address
}`,
  },
  'resource:load_balancer': {
    intro:
      'Load balancer grupy `serwery-web` (z przykładu zasobu grupy), który wysyła ruch na port 8080 maszyn i sprawdza ich dostępność. Typ usługi, algorytm i trwałość sesji ustawisz identyfikatorami ze słowników 15, 77 i 16.',
    hcl: `
resource "${P}_load_balancer" "web" {
  group_id             = ${P}_group.web.id
  target_port_number   = 8080
  health_check_enabled = true
}

output "adres_load_balancera" {
  value = ${P}_load_balancer.web.address
}`,
  },
  'resource:oks_cluster': {
    intro: `Klaster Kubernetes o wersji podanej w zmiennej (tekst). Wersję istniejącego klastra pokazuje atrybut \`version\` źródła danych \`${P}_oks_cluster\`.`,
    hcl: `
variable "kubernetes_version" {
  type = string
}

resource "${P}_oks_cluster" "produkcja" {
  name    = "produkcja"
  version = var.kubernetes_version
}`,
  },
  'resource:oks_node': {
    intro: 'Trzy węzły typu `v1.standard-2.2` w klastrze z przykładu zasobu klastra.',
    hcl: `
${SUBREGION_VARIABLE}

resource "${P}_oks_node" "wezel" {
  count        = 3
  cluster_id   = ${P}_oks_cluster.produkcja.id
  subregion_id = var.subregion_id
  type_id      = 34 # v1.standard-2.2 (słownik 12)
}`,
  },
  'resource:opn': {
    intro: 'Sieć prywatna i maszyna, która należy tylko do niej, bez publicznego adresu IP.',
    hcl: `
resource "${P}_opn" "wewnetrzna" {
  name = "siec-wewnetrzna"
}

resource "${P}_instance" "baza_danych" {
  # … argumenty wymagane jak w przykładzie zasobu ${P}_instance
  opn_ids           = [${P}_opn.wewnetrzna.id]
  without_public_ip = true
}`,
  },
  'resource:ssh_key': {
    intro: 'Klucz publiczny wczytany z pliku; jego identyfikator trafia do pola `ssh_keys_ids` maszyny.',
    hcl: `
resource "${P}_ssh_key" "admin" {
  name  = "admin"
  value = file("~/.ssh/id_ed25519.pub")
}`,
  },
  'resource:template': {
    intro: 'Szablon utworzony z maszyny z przykładu zasobu maszyny. Kategorię systemu (słownik 70) podajesz w zmiennej.',
    hcl: `
variable "system_category_id" {
  type = number
}

resource "${P}_template" "obraz_aplikacji" {
  instance_id        = ${P}_instance.serwer_aplikacji.id
  name               = "obraz-aplikacji"
  description        = "Serwer aplikacji z zainstalowanymi zależnościami"
  version            = "1.0"
  default_type_id    = 34 # v1.standard-2.2 (słownik 12)
  minimum_type_id    = 34
  system_category_id = var.system_category_id
}`,
  },

  'data source:disk': {
    intro: throughList('disks'),
    hcl: `
data "${P}_disks" "wszystkie" {}

locals {
  dysk_danych = one([for dysk in data.${P}_disks.wszystkie.items : dysk if dysk.name == "dane-aplikacji"])
}

output "pojemnosc_dysku_gb" {
  value = local.dysk_danych.capacity
}`,
  },
  'data source:disks': {
    intro: 'Nazwy i pojemności wszystkich dysków konta.',
    hcl: `
data "${P}_disks" "wszystkie" {}

output "dyski" {
  value = {for dysk in data.${P}_disks.wszystkie.items : dysk.name => dysk.capacity}
}`,
  },
  'data source:group': {
    intro: throughList('groups'),
    hcl: `
data "${P}_groups" "wszystkie" {}

output "maszyny_w_grupie" {
  value = one([for grupa in data.${P}_groups.wszystkie.items : grupa.instances_count if grupa.name == "serwery-web"])
}`,
  },
  'data source:groups': {
    intro: 'Liczba maszyn w każdej grupie konta.',
    hcl: `
data "${P}_groups" "wszystkie" {}

output "grupy" {
  value = {for grupa in data.${P}_groups.wszystkie.items : grupa.name => grupa.instances_count}
}`,
  },
  'data source:instance': {
    intro: throughList('instances'),
    hcl: `
data "${P}_instances" "wszystkie" {}

output "adres_serwera" {
  value = one([for maszyna in data.${P}_instances.wszystkie.items : maszyna.ip_address if maszyna.name == "serwer-aplikacji"])
}`,
  },
  'data source:instance_types': {
    intro: 'Identyfikator typu maszyny odczytany po jego nazwie, zamiast wpisywać go na stałe.',
    hcl: `
data "${P}_instance_types" "wszystkie" {}

locals {
  typ_standard_2_2 = one([for typ in data.${P}_instance_types.wszystkie.items : typ.id if typ.name == "v1.standard-2.2"])
}`,
  },
  'data source:instances': {
    intro: 'Adresy IP wszystkich maszyn konta według ich nazw.',
    hcl: `
data "${P}_instances" "wszystkie" {}

output "adresy_maszyn" {
  value = {for maszyna in data.${P}_instances.wszystkie.items : maszyna.name => maszyna.ip_address}
}`,
  },
  'data source:ip': {
    intro: 'Dane adresu IP wskazanego samym adresem, na przykład do ustawienia go w innej konfiguracji.',
    hcl: `
variable "adres" {
  type = string
}

data "${P}_ip" "publiczny" {
  address = var.adres
}

output "brama" {
  value = data.${P}_ip.publiczny.gateway
}`,
  },
  'data source:ips': {
    intro: 'Wszystkie adresy IPv4 konta z ich komentarzami.',
    hcl: `
data "${P}_ips" "wszystkie" {}

output "adresy" {
  value = {for ip in data.${P}_ips.wszystkie.items : ip.address => ip.comment}
}`,
  },
  'data source:load_balancer': {
    intro: 'Publiczny adres load balancera grupy maszyn wskazanej identyfikatorem.',
    hcl: `
variable "group_id" {
  type = number
}

data "${P}_load_balancer" "web" {
  group_id = var.group_id
}

output "adres_load_balancera" {
  value = data.${P}_load_balancer.web.ip_address
}`,
  },
  'data source:load_balancers': {
    intro: 'Porty zewnętrzne load balancerów według nazw ich grup.',
    hcl: `
data "${P}_load_balancers" "wszystkie" {}

output "porty" {
  value = {for lb in data.${P}_load_balancers.wszystkie.items : lb.group_name => lb.port_number}
}`,
  },
  'data source:oks_cluster': {
    intro: 'Wersja Kubernetes klastra wskazanego nazwą.',
    hcl: `
data "${P}_oks_cluster" "produkcja" {
  name = "produkcja"
}

output "wersja_kubernetes" {
  value = data.${P}_oks_cluster.produkcja.version
}`,
  },
  'data source:oks_clusters': {
    intro: 'Wersje wszystkich klastrów Kubernetes konta.',
    hcl: `
data "${P}_oks_clusters" "wszystkie" {}

output "klastry" {
  value = {for klaster in data.${P}_oks_clusters.wszystkie.items : klaster.name => klaster.version}
}`,
  },
  'data source:oks_node': {
    intro: 'Dane węzła klastra wskazanego identyfikatorem klastra.',
    hcl: `
data "${P}_oks_node" "wezel" {
  cluster_id = ${P}_oks_cluster.produkcja.id
}

output "adres_wezla" {
  value = data.${P}_oks_node.wezel.ip_address
}`,
  },
  'data source:opn': {
    intro: throughList('opns'),
    hcl: `
data "${P}_opns" "wszystkie" {}

output "adresy_w_sieci" {
  value = one([for siec in data.${P}_opns.wszystkie.items : [for ip in siec.private_ips : ip.address] if siec.name == "siec-wewnetrzna"])
}`,
  },
  'data source:opns': {
    intro: 'Identyfikatory wszystkich sieci prywatnych konta według nazw.',
    hcl: `
data "${P}_opns" "wszystkie" {}

output "sieci" {
  value = {for siec in data.${P}_opns.wszystkie.items : siec.name => siec.id}
}`,
  },
  'data source:ssh_key': {
    intro: throughList('ssh_keys'),
    hcl: `
data "${P}_ssh_keys" "wszystkie" {}

locals {
  klucz_admin = one([for klucz in data.${P}_ssh_keys.wszystkie.items : klucz.id if klucz.name == "admin"])
}`,
  },
  'data source:ssh_keys': {
    intro: 'Identyfikatory kluczy SSH według nazw, gotowe do pola `ssh_keys_ids` maszyny.',
    hcl: `
data "${P}_ssh_keys" "wszystkie" {}

output "klucze" {
  value = {for klucz in data.${P}_ssh_keys.wszystkie.items : klucz.name => klucz.id}
}`,
  },
  'data source:subregions': {
    intro: 'Identyfikatory aktywnych podregionów według nazw, gotowe do pól `subregion_id`.',
    hcl: `
data "${P}_subregions" "wszystkie" {}

output "podregiony" {
  value = {for podregion in data.${P}_subregions.wszystkie.items : podregion.name => podregion.id if podregion.is_active}
}`,
  },
  'data source:template': {
    intro: throughList('templates'),
    hcl: `
data "${P}_templates" "wszystkie" {}

output "oprogramowanie_szablonu" {
  value = one([for szablon in data.${P}_templates.wszystkie.items : [for program in szablon.software : program.name] if szablon.name == "obraz-aplikacji"])
}`,
  },
  'data source:templates': {
    intro: 'Identyfikatory szablonów według nazw, gotowe do pola `template_id` maszyny.',
    hcl: `
data "${P}_templates" "wszystkie" {}

output "szablony" {
  value = {for szablon in data.${P}_templates.wszystkie.items : szablon.name => szablon.id}
}`,
  },
};
