import { satisfy } from '@module-federation/enhanced/runtime';
import { contractProblems, formatContractProblems, type SharedNeed } from './contract';

// What the shell shares today (its mf-manifest.json): the framework libraries and the singleton surface.
const shell = new Map([
  ['react', '19.3.1'],
  ['react-router', '8.5.1'],
  ['@shop/shared/stores', '2.1.0'],
  ['@shop/shared/i18n', '2.1.0'],
]);

const singleton = (name: string, requiredVersion: string) => ({ name, requiredVersion, singleton: true });

describe('contractProblems', () => {
  it('accepts a remote built against the same or an older minor of what the shell provides', () => {
    const needs = [
      singleton('react', '^19.3.1'),
      singleton('@shop/shared/stores', '^2.0.0'),
      singleton('@shop/shared/i18n', '^2.1.0'),
    ];
    expect(contractProblems('mf-catalog', needs, shell, satisfy)).toEqual([]);
  });

  it('names each package whose range the shell does not satisfy, with both versions', () => {
    const needs = [
      singleton('@shop/shared/stores', '^3.0.0'),
      singleton('react-router', '^8.6.0'),
      singleton('react', '^19.3.1'),
    ];
    expect(contractProblems('mf-catalog', needs, shell, satisfy)).toEqual([
      { remote: 'mf-catalog', package: '@shop/shared/stores', needs: '^3.0.0', provides: '2.1.0' },
      { remote: 'mf-catalog', package: 'react-router', needs: '^8.6.0', provides: '8.5.1' },
    ]);
  });

  it('refuses a singleton the shell does not share at all: the remote would run its own copy of shared state', () => {
    expect(contractProblems('mf-fanza', [singleton('@shop/shared/kuji-state', '^2.1.0')], shell, satisfy)).toEqual([
      { remote: 'mf-fanza', package: '@shop/shared/kuji-state', needs: '^2.1.0', provides: null },
    ]);
  });

  it('ignores shares that fall back to the remote’s own copy and needs without a range', () => {
    const needs: SharedNeed[] = [
      { name: 'lodash', requiredVersion: '^5.0.0', singleton: false },
      { name: 'react', requiredVersion: false, singleton: true },
      { name: 'react-router', singleton: true },
    ];
    expect(contractProblems('mf-member', needs, shell, satisfy)).toEqual([]);
  });
});

describe('formatContractProblems', () => {
  it('gives one line per package naming the remote, the package and both versions', () => {
    expect(
      formatContractProblems([
        { remote: 'mf-catalog', package: '@shop/shared/stores', needs: '^3.0.0', provides: '2.1.0' },
        { remote: 'mf-catalog', package: '@shop/shared/feeds', needs: '^3.0.0', provides: null },
      ]),
    ).toEqual([
      'mf-catalog needs @shop/shared/stores ^3.0.0, the live shell provides 2.1.0',
      'mf-catalog needs @shop/shared/feeds ^3.0.0, the live shell provides none',
    ]);
  });
});
