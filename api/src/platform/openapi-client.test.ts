import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { repoRoot } from '../config';
import { startTestApi, type TestApi } from '../testing/harness';

// A client generated from the live document must describe the same bodies as our TypeBox contract:
// openapi-typescript writes the types, TypeScript checks them against @shop/shared/contract both ways.
// Key operations: catalogue, cart, sign-in, profile, errors, orders, coupons and kuji campaigns.
let t: TestApi;
let dir: string;
beforeAll(async () => {
  t = await startTestApi();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-openapi-client-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const contract = path.join(repoRoot, 'shared/src/contract/index');

const check = `import type { paths } from './schema';
import type {
  CartBody, CartUpdate, CouponList, ErrorBody, KujiDetailBody, KujiList, KujiListQuery, LoginBody, OrderBody, OrderCreate,
  OrderCreated, OrderList, OrderQuoteBody, OrderQuoteRequest, PersonalBody, PersonalUpdate, ProductDetailBody, ProductList,
  ProductListQuery, TokenBody,
} from ${JSON.stringify(contract)};

type IsAny<T> = 0 extends 1 & T ? true : false;
/** True only when A and B are mutually assignable and neither is \`any\`. */
type Same<A, B> = IsAny<A> extends true ? false : IsAny<B> extends true ? false : [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Ok<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: { 200: infer R } } ? Json<R> : never;
type Refused<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: { '4XX': infer R } } ? Json<R> : never;
type Sent<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
type Query<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

export const listProducts: Same<Ok<'/api/v1/product', 'get'>, ProductList> = true;
export const listProductsQuery: Same<Query<'/api/v1/product', 'get'>, ProductListQuery> = true;
export const productDetail: Same<Ok<'/api/v1/product/{id}', 'get'>, ProductDetailBody> = true;
export const cart: Same<Ok<'/api/v1/cart', 'get'>, CartBody> = true;
export const cartUpdate: Same<Sent<'/api/v1/cart', 'post'>, CartUpdate> = true;
export const login: Same<Sent<'/api/v1/account/login', 'post'>, LoginBody> = true;
export const loginAnswer: Same<Ok<'/api/v1/account/login', 'post'>, TokenBody> = true;
export const profile: Same<Ok<'/api/v1/personal', 'get'>, PersonalBody> = true;
export const profileUpdate: Same<Sent<'/api/v1/personal', 'post'>, PersonalUpdate> = true;
export const refused: Same<Refused<'/api/v1/cart', 'post'>, ErrorBody> = true;
export const orderCreate: Same<Sent<'/api/v1/order', 'post'>, OrderCreate> = true;
export const orderCreated: Same<Ok<'/api/v1/order', 'post'>, OrderCreated> = true;
export const orderList: Same<Ok<'/api/v1/order', 'get'>, OrderList> = true;
export const orderDetail: Same<Ok<'/api/v1/order/{order_id}', 'get'>, OrderBody> = true;
export const orderQuote: Same<Sent<'/api/v1/order/coupon', 'post'>, OrderQuoteRequest> = true;
export const orderQuoteAnswer: Same<Ok<'/api/v1/order/coupon', 'post'>, OrderQuoteBody> = true;
export const coupons: Same<Ok<'/api/v1/coupon', 'get'>, CouponList> = true;
export const kujiList: Same<Ok<'/api/v1/kuji', 'get'>, KujiList> = true;
export const kujiListQuery: Same<Query<'/api/v1/kuji', 'get'>, KujiListQuery> = true;
export const kujiDetail: Same<Ok<'/api/v1/kuji/{kuji_id}', 'get'>, KujiDetailBody> = true;
// The comparison can fail: a product list is not a product page.
// @ts-expect-error
export const mismatch: Same<Ok<'/api/v1/product/{id}', 'get'>, ProductList> = true;
`;

test('types generated from the document match the contract types for key operations', async () => {
  const doc = (await t.inject('/api/v1/openapi.json')).json();
  fs.writeFileSync(path.join(dir, 'schema.ts'), astToString(await openapiTS(doc)));
  fs.writeFileSync(path.join(dir, 'check.ts'), check);
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'es2022',
        module: 'esnext',
        moduleResolution: 'bundler',
        skipLibCheck: true,
        types: [],
      },
      files: ['check.ts'],
    }),
  );
  const tsc = path.join(repoRoot, 'node_modules/typescript-native/bin/tsc');
  const result = await promisify(execFile)(process.execPath, [tsc, '--noEmit', '-p', path.join(dir, 'tsconfig.json')]).then(
    () => '',
    (err: { stdout?: string; stderr?: string }) => `${err.stdout ?? ''}${err.stderr ?? ''}` || 'tsc failed',
  );
  expect(result).toBe('');
});
