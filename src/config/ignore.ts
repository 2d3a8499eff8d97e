// `ignore` globs from the config file: gitignore-like patterns matched against paths
// relative to the config file's directory (`**` spans directories, `*` and `?` do not).
import { isAbsolute, relative, sep } from 'node:path';

function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      const slash = glob[i + 2] === '/';
      re += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
  }
  // A pattern without a slash matches at any depth, as in .gitignore.
  const anchored = glob.includes('/') ? '^' : '(?:^|/)';
  return new RegExp(`${anchored}${re.replace(/^\//, '')}(?:/.*)?$`);
}

export function makeIgnore(patterns: string[], baseDir: string): (file: string) => boolean {
  if (patterns.length === 0) return () => false;
  const res = patterns.map(globToRegExp);
  return (file) => {
    const rel = isAbsolute(file) ? relative(baseDir, file) : file;
    if (rel.startsWith('..')) return false;
    const posix = rel.split(sep).join('/');
    return res.some((re) => re.test(posix));
  };
}
