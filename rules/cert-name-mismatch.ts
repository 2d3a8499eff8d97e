import { apacheMainUnreachable } from '../src/apache/reach.js';
import { servedChains } from '../src/certs/audit.js';
import { covered, requiredNames } from '../src/certs/names.js';
import { Findings, locationOf } from '../src/certs/report.js';
import type { Setting } from '../src/model/types.js';
import type { Rule } from '../src/rule.js';
import { capList } from '../src/text/bounded-text.js';

const rule: Rule = {
  meta: {
    id: 'cert-name-mismatch',
    title: 'A server name is not covered by the certificate',
    severity: 'warning',
    category: 'certificate',
    security: true,
    docs: {
      why: [
        'Clients check the host name they connected to against the certificate’s subjectAltName (the CN is ignored when a SAN exists, and by browsers always). A server answering to a name its certificate does not cover shows a certificate error for that name: typical after adding a `server_name`/`ServerAlias` without reissuing the certificate.',
        'Matching rules: a SAN `*.example.com` covers exactly one more leftmost label (`www.example.com`, not `example.com` and not `a.b.example.com`); partial-label and single-label wildcards cover nothing. An nginx name `*.example.com` needs that same wildcard in the SAN; `.example.com` needs both `example.com` and `*.example.com`. IP addresses are matched against IP SAN entries. Not checked: nginx regex names (`~…`), the catch-all `_`, the empty name, trailing wildcards (`www.example.*`) and Apache glob patterns other than a leading `*.`.',
      ].join('\n\n'),
      nginx: {
        bad: 'server_name example.com shop.example.com;  # certificate: example.com, www.example.com\nssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;',
        good: 'server_name example.com www.example.com;\nssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;',
      },
      apache: {
        bad: 'ServerName example.com\nServerAlias shop.example.com\nSSLCertificateFile /etc/letsencrypt/live/example.com/fullchain.pem',
        good: 'ServerName example.com\nServerAlias www.example.com\nSSLCertificateFile /etc/letsencrypt/live/example.com/fullchain.pem',
      },
    },
  },
  check(model) {
    const out = new Findings();
    // An Apache main server every connection bypasses for a <VirtualHost> shows its name to no one.
    const mainUnreachable = apacheMainUnreachable(model);
    for (const { pair, chain } of servedChains(model)) {
      if (mainUnreachable && pair.server.kind === 'global') continue;
      const leaf = chain.leaf.cert;
      const missing: { name: string; setting: Setting<string> }[] = [];
      for (const setting of pair.server.names) {
        const wanted = requiredNames(setting.value, pair.server.dialect);
        for (const name of wanted ?? []) {
          if (!covered(name, leaf.dnsNames, leaf.ipAddresses) && !missing.some((m) => m.name === name)) missing.push({ name, setting });
        }
      }
      if (missing.length === 0) continue;
      const names = capList(missing.map((m) => `"${m.name}"`));
      const has = [...leaf.dnsNames, ...leaf.ipAddresses];
      out.add(pair.cert, {
        message: `the leaf certificate "${leaf.label}" in "${pair.cert.path}" does not cover ${names}: clients connecting to ${missing.length === 1 ? 'that name' : 'those names'} get a certificate name error; it covers ${has.length > 0 ? capList(has) : 'no name at all (it has no subjectAltName, and clients ignore the CN)'}`,
        fix: {
          description: `reissue the certificate with ${missing.length === 1 ? 'this name' : 'these names'} added to its subjectAltName (e.g. certbot --expand -d …), or serve ${missing.length === 1 ? 'it' : 'them'} from a server with a certificate that covers ${missing.length === 1 ? 'it' : 'them'}`,
        },
        related: [...new Set(missing.map((m) => m.setting))].map((s) => locationOf(s.at)),
      });
    }
    return out.list();
  },
};

export default rule;
