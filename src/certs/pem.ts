// PEM framing only: where each `-----BEGIN X-----` block starts and ends. The DER inside is
// decoded by Node's crypto (certificates, keys) or node-forge's ASN.1 layer (DH parameters).
// OpenSSL, and so nginx and Apache, ignore text around and between blocks, and so do we.

export interface PemBlock {
  /** The label after BEGIN, e.g. `CERTIFICATE`, `EC PRIVATE KEY`. */
  label: string;
  /** 1-based line of the BEGIN line in the file. */
  line: number;
  /** Offsets of the whole block (BEGIN line to the end of the END line) in the text. */
  start: number;
  end: number;
  /** RFC 1421 headers (`Proc-Type: 4,ENCRYPTED`) before the base64 body. */
  headers: string[];
  /** True when no matching END line follows. */
  unterminated: boolean;
}

const BEGIN = /^-----BEGIN ([A-Z0-9 .#]+)-----[ \t]*\r?$/gm;

export function pemBlocks(text: string): PemBlock[] {
  const blocks: PemBlock[] = [];
  BEGIN.lastIndex = 0;
  let from = 0;
  let line = 1;
  for (let m = BEGIN.exec(text); m !== null; m = BEGIN.exec(text)) {
    line += countLines(text, from, m.index);
    from = m.index;
    const label = m[1];
    const endMarker = `-----END ${label}-----`;
    const endAt = text.indexOf(endMarker, m.index + m[0].length);
    const bodyStart = m.index + m[0].length;
    if (endAt === -1) {
      blocks.push({ label, line, start: m.index, end: text.length, headers: [], unterminated: true });
      break;
    }
    const end = endAt + endMarker.length;
    blocks.push({ label, line, start: m.index, end, headers: headersOf(text.slice(bodyStart, endAt)), unterminated: false });
    BEGIN.lastIndex = end;
  }
  return blocks;
}

/** Base64 body of a block decoded to DER (headers skipped). */
export function blockDer(text: string, block: PemBlock): Buffer {
  const inner = text.slice(block.start, block.end).split(/\r?\n/).slice(1, -1);
  const body = inner.filter((l) => !l.includes(':') && l.trim() !== '').join('');
  return Buffer.from(body, 'base64');
}

function headersOf(inner: string): string[] {
  const headers: string[] = [];
  for (const l of inner.split(/\r?\n/)) {
    if (l.trim() === '') continue;
    if (!l.includes(':')) break;
    headers.push(l.trim());
  }
  return headers;
}

function countLines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
}
