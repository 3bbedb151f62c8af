// `pnpm lint` step: fails on any import loop in the sources, lazy `import()` included. One static import added to a
// chain that loops back (route table → module → screen → route table) is a crash at load, whatever the bundler does.
// Type-only imports are left out: they vanish at build time.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const SOURCE_ROOTS = ['apps', 'packages'].flatMap((group) =>
  readdirSync(path.join(root, group))
    .map((name) => path.join(root, group, name, 'src'))
    .filter((dir) => existsSync(dir)),
);
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
// `import x from './a'`, `export { x } from './a'`, `import './a'`, `import('./a')`; not `import type` / `export type`.
const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.join(dir, file))
    .filter((file) => statSync(file).isFile());
}

function resolveImport(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, ...EXTENSIONS.map((extension) => base + extension), base.replace(/\.js$/, '.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

const graph = new Map();
for (const file of SOURCE_ROOTS.flatMap(sourceFiles)) {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  const targets = [...text.matchAll(IMPORT)].map((match) => resolveImport(file, match[1] ?? match[2])).filter(Boolean);
  graph.set(file, [...new Set(targets)]);
}

// Tarjan's strongly connected components: every component of more than one file (or a file importing itself) is a loop.
let index = 0;
const indices = new Map();
const lowLinks = new Map();
const stack = [];
const onStack = new Set();
const loops = [];
function visit(file) {
  indices.set(file, index);
  lowLinks.set(file, index++);
  stack.push(file);
  onStack.add(file);
  for (const target of graph.get(file) ?? []) {
    if (!indices.has(target)) {
      visit(target);
      lowLinks.set(file, Math.min(lowLinks.get(file), lowLinks.get(target)));
    } else if (onStack.has(target)) lowLinks.set(file, Math.min(lowLinks.get(file), indices.get(target)));
  }
  if (lowLinks.get(file) !== indices.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || graph.get(file)?.includes(file)) loops.push(component);
}
for (const file of graph.keys()) if (!indices.has(file)) visit(file);

if (loops.length > 0) {
  console.error(`Import loops (static or lazy imports), ${loops.length}:`);
  for (const loop of loops)
    console.error(
      `  ${loop
        .map((file) => path.relative(root, file))
        .sort()
        .join('\n    ⇄ ')}`,
    );
  process.exit(1);
}
console.log(`No import loop among ${graph.size} source files.`);
