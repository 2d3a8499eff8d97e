// OpenSSL 3 negotiates TLS 1.0/1.1 only when the cipher string lowers the security level to 0.
export function allowsLegacyTls(cipherString: string): boolean {
  return /@SECLEVEL=0(?![0-9])/.test(cipherString);
}
