import { posix } from 'node:path';
import { servedChains, type ServedChain } from '../src/certs/audit.js';
import { certCacheFor, type CertCache } from '../src/certs/cache.js';
import { directive, Findings, locationOf, sibling, YOU_MAKE } from '../src/certs/report.js';
import { isStaticPath, sendsFirstCertificateOnly } from '../src/certs/served.js';
import { issuedBy, type CertInfo } from '../src/certs/x509.js';
import type { FileRef, Model } from '../src/model/types.js';
import type { Fix } from '../src/findings.js';
import type { Rule } from '../src/rule.js';
import { capList } from '../src/bounded-text.js';

const rule: Rule = {
  meta: {
    id: 'cert-chain-incomplete',
    title: 'The served chain lacks the intermediate certificate',
    severity: 'error',
    category: 'certificate',
    security: false,
    docs: {
      why: 'Clients hold root certificates, not intermediates: the server must send the leaf followed by the intermediate(s). When the file holds only the leaf (`cert.pem` where `fullchain.pem` belonged), browsers that happen to have the intermediate cached work, while curl, mobile apps, API clients and fresh browsers fail or stall fetching it. `nginx -t` and `apachectl configtest` accept such a config. Fires when the leaf is not self-signed and none of the served certificates issued it (for Apache, `SSLCertificateFile` plus `SSLCertificateChainFile`). Also reports, as info, every `SSLCertificateChainFile`: deprecated since Apache 2.4.8, and one chain file cannot serve two certificates (RSA and ECDSA) with different issuers.',
      nginx: {
        bad: 'ssl_certificate /etc/letsencrypt/live/example.com/cert.pem;',
        good: 'ssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;',
      },
      apache: {
        bad: 'SSLCertificateFile /etc/letsencrypt/live/example.com/cert.pem',
        good: 'SSLCertificateFile /etc/letsencrypt/live/example.com/fullchain.pem',
      },
    },
  },
  check(model) {
    const out = new Findings();
    const chainFileDeprecated = model.dialect === 'apache' && !sendsFirstCertificateOnly(model);
    for (const served of servedChains(model)) {
      if (served.chain.issuerMissing) reportMissingIssuer(out, served, chainFileDeprecated);
    }
    if (chainFileDeprecated) reportChainFiles(out, model);
    return out.list();
  },
};

function reportMissingIssuer(out: Findings, { pair, chain, cache }: ServedChain, chainFileDeprecated: boolean): void {
  const leaf = chain.leaf.cert;
  const dialect = pair.server.dialect;
  const loaded = cache.load(pair.cert.resolved);
  const ignoredInFile = !chainFileDeprecated && dialect === 'apache' && loaded.ok && loaded.file.certs.length > 1;
  const where = ignoredInFile
    ? `Apache before 2.4.8 sends only the first certificate of "${pair.cert.path}" (the leaf "${leaf.label}")${pair.chainRefs.length > 0 ? ', and no SSLCertificateChainFile holds' : ', so clients never get'}`
    : pair.chainRefs.length > 0
      ? `neither "${pair.cert.path}" nor the SSLCertificateChainFile holds`
      : `"${pair.cert.path}" holds the leaf certificate "${leaf.label}" but not`;
  const parts = [`${where} its issuer "${leaf.issuer}"`];
  if (chain.namesakeIssuer) parts.push(`(certificate #${chain.namesakeIssuer.position} has that name but did not sign this leaf: a different generation of the intermediate?)`);
  let message = `${parts.join(' ')}: clients that do not already have this intermediate fail to verify the server or stall fetching it`;
  if (leaf.caIssuers.length > 0) message += `; the issuer can be downloaded from ${capList(leaf.caIssuers)}`;
  const trusted = pair.server.tls.trustedCertificate;
  if (dialect === 'nginx' && trusted && holdsIssuer(cache, trusted.resolved, chain.leaf.cert, isStaticPath(trusted))) {
    message += `; ssl_trusted_certificate "${trusted.path}" holds it, but nginx only uses that file to verify OCSP responses and client certificates, never sends it`;
  }

  const fullchain = sibling(pair.cert.path, 'fullchain.pem');
  const useChainFile = dialect === 'apache' && !chainFileDeprecated;
  // A directive is written only for a file that is there (Let's Encrypt's chain.pem and
  // fullchain.pem beside cert.pem); otherwise the fix says how to make it.
  let fix: Fix;
  if (useChainFile) {
    const description = 'name the intermediate certificate(s) in SSLCertificateChainFile (before 2.4.8, Apache sends only the first certificate of SSLCertificateFile)';
    fix = besideHolds(cache, pair.cert, 'chain.pem', (certs) => certs.some((c) => issuedBy(leaf, c)))
      ? { description, replacement: directive('apache', 'chain', sibling(pair.cert.path, 'chain.pem')) }
      : { description: `${YOU_MAKE}: the intermediate certificate(s) your CA issued, named in SSLCertificateChainFile (before 2.4.8, Apache sends only the first certificate of SSLCertificateFile)` };
  } else if (posix.basename(pair.cert.path) === 'cert.pem' && besideHolds(cache, pair.cert, 'fullchain.pem', (certs) => certs[0]?.fingerprint === leaf.fingerprint && certs.some((c) => issuedBy(leaf, c)))) {
    fix = { description: `serve "${fullchain}", next to it: it holds this leaf followed by its issuer`, replacement: directive(dialect, 'certificate', fullchain) };
  } else {
    fix = { description: `${YOU_MAKE}: the leaf followed by its issuer certificate(s) (e.g. \`cat ${pair.cert.path} intermediate.pem > ${fullchain}\`), or the full-chain file your CA issued; serve that file` };
  }
  out.add(pair.cert, {
    message,
    fix,
    related: pair.chainRefs.length > 0 ? pair.chainRefs.map((r) => locationOf(r.at)) : undefined,
  });
}

/** Apache's SSLCertificateChainFile: still honoured, but deprecated since 2.4.8. */
function reportChainFiles(out: Findings, model: Model): void {
  for (const server of model.servers) {
    const tls = server.tls;
    if (!tls) continue;
    for (const ref of tls.chainFiles) {
      const cert = tls.certificates[0] ?? ref;
      const description = 'append the chain to the certificate file, leaf first, serve that file and remove SSLCertificateChainFile';
      out.add(ref, {
        severity: 'info',
        message: `SSLCertificateChainFile is deprecated since Apache 2.4.8: put the intermediates in the SSLCertificateFile file after the leaf${tls.certificates.length > 1 ? ' (with several certificates, one chain file cannot serve them all)' : ''}`,
        fix: besideHolds(certCacheFor(model), cert, 'fullchain.pem', (certs) => certs.length > 1)
          ? { description, replacement: directive('apache', 'certificate', sibling(cert.path, 'fullchain.pem')) }
          : { description: `${YOU_MAKE}: ${description}` },
      });
    }
  }
}

function holdsIssuer(cache: CertCache, resolved: string, leaf: CertInfo, readable: boolean): boolean {
  if (!readable) return false;
  const loaded = cache.load(resolved);
  return loaded.ok && loaded.file.certs.some((c) => issuedBy(leaf, c));
}

/** The Let's Encrypt layout: `fullchain.pem` beside `cert.pem`, starting with the same leaf and holding its issuer. */
/** Whether `name`, beside the file `ref` names, is a certificate file whose certificates pass `test`. */
function besideHolds(cache: CertCache, ref: FileRef, name: string, test: (certs: readonly CertInfo[]) => boolean): boolean {
  if (!isStaticPath(ref)) return false;
  const loaded = cache.load(posix.join(posix.dirname(ref.resolved), name));
  return loaded.ok && test(loaded.file.certs);
}

export default rule;
