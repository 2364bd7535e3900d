import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { caseClashes, repoFiles } from './case-clashes';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

it('no two files or folders of one folder differ only by case (and extension) in the repo', () => {
  expect(caseClashes(repoFiles(repoRoot))).toEqual([]);
});

describe('a case clash', () => {
  it('is a module beside a component of the same name in another case', () => {
    const files = ['mf-checkout/src/pages/checkout/CheckoutForm.tsx', 'mf-checkout/src/pages/checkout/checkoutForm.ts'];
    expect(caseClashes(files)).toEqual([files]);
  });

  it('is two files differing only by case, and a test beside its other-cased twin', () => {
    expect(caseClashes(['a/ProfileForm.ts', 'a/profileform.ts'])).toHaveLength(1);
    expect(caseClashes(['a/ProfileForm.test.tsx', 'a/profileForm.test.ts'])).toHaveLength(1);
  });

  it('is two folders differing only by case', () => {
    expect(caseClashes(['src/Cart/index.ts', 'src/cart/page.ts'])).toEqual([['src/Cart/', 'src/cart/']]);
  });

  it('is not a component beside its stylesheet, its test, or a same-cased twin of another extension', () => {
    const files = ['ui/Price.tsx', 'ui/price.module.css', 'ui/Price.test.tsx', 'src/index.ts', 'src/index.html'];
    expect(caseClashes(files)).toEqual([]);
  });

  it('is not the same name in two folders', () => {
    expect(caseClashes(['a/CheckoutForm.tsx', 'b/checkoutForm.ts'])).toEqual([]);
  });
});
