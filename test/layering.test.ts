import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const config = path.join(root, '.dependency-cruiser.cjs');
const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise');

/** One planted breach per rule: the file that breaks it and what it imports. */
const planted: Record<string, { file: string; imports: string }> = {
  'contract-stands-alone': { file: 'contract/src/leak.ts', imports: '../../server/src/engine/rules.ts' },
  'engine-is-pure': { file: 'server/src/engine/rules.ts', imports: '../db/connection.ts' },
  'db-knows-no-module': { file: 'server/src/db/connection.ts', imports: '../modules/users/queries.ts' },
  'kernel-knows-no-module': { file: 'server/src/http/kernel.ts', imports: '../modules/users/queries.ts' },
  'web-reaches-server-over-http': { file: 'web/src/api/client.ts', imports: '../../../server/src/modules/users/queries.ts' },
  'components-know-no-view': { file: 'web/src/components/Widget.tsx', imports: '../views/Screen.tsx' },
  'no-circular': { file: 'web/src/views/Screen.tsx', imports: '../components/Widget.tsx' },
};

type Violation = { rule: { name: string }; from: string; to: string };

function cruise(cwd: string): Violation[] {
  let output: string;
  try {
    output = execFileSync(depcruise, ['contract', 'server', 'web', '--config', config, '--output-type', 'json'], { cwd, encoding: 'utf8' });
  } catch (error) {
    // depcruise exits non-zero when it finds violations; its report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('the layering check (npm run check)', () => {
  let tree: string;
  beforeAll(() => {
    tree = fs.mkdtempSync(path.join(os.tmpdir(), 'layering-'));
    const files = new Set([...Object.values(planted).map((p) => p.file), 'server/src/modules/users/queries.ts']);
    for (const file of files) {
      const breach = Object.values(planted).find((p) => p.file === file);
      fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      fs.writeFileSync(path.join(tree, file), breach ? `import '${breach.imports}';\nexport const x = 1;\n` : 'export const x = 1;\n');
    }
  });
  afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));

  it('fails each planted breach under the rule it breaks', () => {
    const broken = new Set(cruise(tree).map((v) => v.rule.name));
    expect([...broken].sort()).toEqual(Object.keys(planted).sort());
  });

  it('passes the same tree once the breaches are gone', () => {
    for (const { file } of Object.values(planted)) fs.writeFileSync(path.join(tree, file), 'export const x = 1;\n');
    expect(cruise(tree)).toEqual([]);
  });
});
