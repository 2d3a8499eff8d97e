// Regexes from a configuration run under V8's watchdog: they come from whoever wrote the config
// (in the GitHub Action, a pull request's author), and a backtracking regex can take
// exponential time even on a short subject (`^((.*)*)*x` on "/any/path.html" never ends).
import { createContext, Script, type Context } from 'node:vm';

let sandbox: { context: Context; script: Script } | undefined;

/** `regex.test(subject)`, or undefined when it is still running after `ms` milliseconds. */
export function testWithin(regex: RegExp, subject: string, ms: number): boolean | undefined {
  sandbox ??= { context: createContext({ regex: undefined, subject: '' }), script: new Script('regex.test(subject)') };
  sandbox.context.regex = regex;
  sandbox.context.subject = subject;
  try {
    return sandbox.script.runInContext(sandbox.context, { timeout: Math.max(1, Math.ceil(ms)) }) === true;
  } catch {
    return undefined;
  } finally {
    sandbox.context.regex = undefined;
  }
}
