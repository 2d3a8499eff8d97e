// A finding about a `PROFILE=SYSTEM` directive says which crypto policy it was judged as: the
// verdict is about the policy, not about words the config wrote.
import type { FindingLocation } from '../findings.js';
import type { Model } from '../model/types.js';

export type PolicyNotes = ReadonlyMap<string, string>;

const key = (file: string, line: number) => `${file}\0${line}`;

/** Directive place → note, for the servers whose string used PROFILE=SYSTEM; undefined when none did. */
export function policyNotes(model: Model): PolicyNotes | undefined {
  let notes: Map<string, string> | undefined;
  for (const server of model.servers) {
    const use = server.tls?.systemPolicy;
    if (!use) continue;
    notes ??= new Map();
    const at = server.tls!.ciphers.at;
    notes.set(key(at.file, at.line), ` (PROFILE=SYSTEM judged as ${use.label})`);
  }
  return notes;
}

export function withPolicyNote(message: string, location: FindingLocation, notes: PolicyNotes): string {
  const note = notes.get(key(location.file, location.line));
  return note === undefined || message.endsWith(note) ? message : message + note;
}
