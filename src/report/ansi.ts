// Minimal ANSI styling; every helper is the identity when colour is off.
export interface Style {
  bold(s: string): string;
  dim(s: string): string;
  underline(s: string): string;
  red(s: string): string;
  yellow(s: string): string;
  blue(s: string): string;
  green(s: string): string;
}

const wrap = (open: number, close: number) => (s: string) => `\u001b[${open}m${s}\u001b[${close}m`;
const same = (s: string) => s;

export function style(color: boolean): Style {
  if (!color) return { bold: same, dim: same, underline: same, red: same, yellow: same, blue: same, green: same };
  return {
    bold: wrap(1, 22),
    dim: wrap(2, 22),
    underline: wrap(4, 24),
    red: wrap(31, 39),
    yellow: wrap(33, 39),
    blue: wrap(34, 39),
    green: wrap(32, 39),
  };
}
