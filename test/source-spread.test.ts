// Issue 35 item 3: no call in the code takes a spread argument. `Math.max(...findings.map(…))`
// crashed the stylish report past ~125,000 findings ("Maximum call stack size exceeded": every
// element becomes an argument on the stack), and `push(...list)` does the same on a long list.
// The rule is kept simple, so that it is easy to keep: no spread into any call's arguments in
// src/ or rules/, bounded or not (a loop or a reduce does the same for any length). Read with
// TypeScript's own parser, so that a spread written across lines or inside a template is seen.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = resolve(__dirname, '..');

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

/** Every `f(...xs)` / `new F(...xs)` in the file, as `path:line: call`. */
function spreadCalls(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isSpreadElement(node) && (ts.isCallExpression(node.parent) || ts.isNewExpression(node.parent))) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${relative(repo, file)}:${line + 1}: ${node.parent.getText().replace(/\s+/g, ' ').slice(0, 80)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('spread arguments', () => {
  it('the check finds them however they are written', () => {
    const text = 'Math.max(...a.map((f) => f.n));\nout.push(\n  ...b,\n);\nconst c = `${Math.min(0, ...d)}`;\nnew Set([...e]);\nconst g = [...h];\n';
    expect(spreadCalls(join(repo, 'x.ts'), text)).toEqual(['x.ts:1: Math.max(...a.map((f) => f.n))', 'x.ts:3: out.push( ...b, )', 'x.ts:5: Math.min(0, ...d)']);
  });

  it('no call in src/ or rules/ takes one', () => {
    const files = [...tsFiles(join(repo, 'src')), ...tsFiles(join(repo, 'rules'))];
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((f) => spreadCalls(f))).toEqual([]);
  });
});
