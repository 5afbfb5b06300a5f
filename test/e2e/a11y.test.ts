import type { ImpactValue, NodeResult, Result } from 'axe-core';
import { describe, expect, it } from 'vitest';
import { blockingViolations, formatViolations, routeOf, screenFromPath, shownRoutes } from './a11y.js';

function node(
  target: string,
  impact: ImpactValue,
  message = 'Element has insufficient color contrast of 3.32',
): NodeResult {
  return {
    target: [target],
    impact,
    html: `<p class="x">Some text</p>`,
    any: [{ id: 'color-contrast', impact: impact ?? 'minor', message, data: null, relatedNodes: [] }],
    all: [],
    none: [],
  } as NodeResult;
}

function violation(id: string, impact: ImpactValue, nodes: NodeResult[]): Result {
  return {
    id,
    impact,
    tags: ['wcag2aa'],
    description: '',
    help: `${id} help`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.13/${id}`,
    nodes,
  };
}

describe('which axe violations fail a browser test', () => {
  it('a serious or critical violation fails, naming rule, impact, element and help page', () => {
    const blocking = blockingViolations([
      violation('color-contrast', 'serious', [node('.card > p', 'serious')]),
      violation('button-name', 'critical', [node('.close', 'critical', 'Element does not have inner text')]),
    ]);
    expect(blocking.map((v) => [v.id, v.impact])).toEqual([
      ['color-contrast', 'serious'],
      ['button-name', 'critical'],
    ]);
    const message = formatViolations('auth', '/auth', blocking);
    expect(message).toContain('2 serious or critical rule(s) fail on "auth" (/auth)');
    expect(message).toContain(
      '- button-name [critical] button-name help — https://dequeuniversity.com/rules/axe/4.13/button-name',
    );
    expect(message).toContain('.close  <p class="x">Some text</p>  — Element does not have inner text');
  });

  it('moderate and minor ones pass', () => {
    expect(
      blockingViolations([
        violation('region', 'moderate', [node('main', 'moderate')]),
        violation('heading-order', 'minor', [node('h3', 'minor')]),
      ]),
    ).toEqual([]);
  });

  it('only the serious elements of a rule are named, and the rule takes their impact', () => {
    const [v] = blockingViolations([
      violation('color-contrast', 'critical', [node('.ok', 'minor'), node('.bad', 'serious')]),
    ]);
    expect(v!.impact).toBe('serious');
    expect(v!.targets).toHaveLength(1);
    expect(v!.targets[0]).toMatch(/^\.bad /);
  });

  it('an element without its own impact takes the rule’s', () => {
    expect(blockingViolations([violation('aria-allowed-attr', 'critical', [node('#bell', null)])])).toHaveLength(1);
  });
});

describe('screens by address', () => {
  it('names a screen after its path, with record ids folded', () => {
    expect(screenFromPath('/')).toBe('home');
    expect(screenFromPath('/admin/market-dates')).toBe('admin-market-dates');
    expect(screenFromPath('/date/01M3SGPM00ZJ0G419TPMZREC6E/spaces')).toBe('date-id-spaces');
    expect(routeOf('/map/01M3SGPM00ZJ0G419TPMZREC6E')).toBe('/map/:id');
  });

  it('counts the screens a page showed: redirects replace, the local mailbox is not a screen', () => {
    expect(
      shownRoutes([
        { kind: 'load', path: '/admin' },
        { kind: 'replace', path: '/auth' },
        { kind: 'push', path: '/admin' },
        { kind: 'push', path: '/vendor/01M3SGPM00ZJ0G419TPMZREC6E' },
        { kind: 'load', path: '/_mailbox' },
        { kind: 'load', path: '/reset-password' },
      ]),
    ).toEqual(['/auth', '/admin', '/vendor/:id', '/reset-password']);
  });
});
